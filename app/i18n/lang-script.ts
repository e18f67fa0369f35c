import { LANG_COOKIE, LANG_STORAGE_KEY } from "./lang";

/**
 * Runs in <head> before the page paints (so a returning English visitor never sees Korean):
 * 1. takes over the choice the server's ?lang redirect left in a one-shot cookie;
 * 2. honours ?lang itself where no server redirects it (a static host);
 * 3. sends a visitor whose stored choice is English from a Korean URL to its English twin,
 *    hiding the page meanwhile so no Korean is painted;
 * 4. remembers the choice when a language switch link is clicked, even before hydration.
 * Crawlers have no stored choice and are never redirected.
 */
export const langScript = `(function(){try{
var K=${JSON.stringify(LANG_STORAGE_KEY)},C=${JSON.stringify(LANG_COOKIE)},l=location,s=localStorage;
var m=document.cookie.match(new RegExp("(?:^|; )"+C+"=(ko|en)"));
if(m){s.setItem(K,m[1]);document.cookie=C+"=; Max-Age=0; Path=/; SameSite=Lax";}
var q=new URLSearchParams(l.search).get("lang");
if(q==="ko"||q==="en")s.setItem(K,q);
var p=l.pathname,en=p==="/en"||p.indexOf("/en/")===0,to=null;
if(s.getItem(K)==="en"&&!en)to="/en"+(p==="/"?"":p);
else if(q==="ko"&&en)to=p.slice(3)||"/";
if(to!==null){document.documentElement.style.display="none";l.replace(to+l.search+l.hash);}
document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("[data-switch-lang]");if(a)s.setItem(K,a.getAttribute("data-switch-lang"));},true);
}catch(e){}})();`;
