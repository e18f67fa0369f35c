// The site's own server entry: the floor page is rendered and given its first view as the site's are.
export { default, streamTimeout } from "../../../app/entry.server";
