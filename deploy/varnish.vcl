vcl 4.1;

# The site's Varnish (docs/deploy.md section 10), between Caddy (TLS) and the Node server:
# Caddy -> Varnish :6081 -> the server :3000. It keeps what the server marks public for as long
# as its Cache-Control says, forgets exactly what a publish changed (a purge by surrogate key,
# sent by the server to CDN_PURGE_URL=http://127.0.0.1:6083/_purge), and while the server is
# down keeps serving what it holds for a day (grace) and answers the inquiry form itself.
# Debian's varnish (7.1) ships no xkey vmod: a purge is a ban on the stored Surrogate-Key header.
#
# Two listeners (docs/deploy.md): `-a public=127.0.0.1:6081`, where Caddy sends every visitor,
# and `-a purge=127.0.0.1:6083`, which nothing forwards to, for the server's purges and the
# pages it asks again after them (CDN_REFRESH_URL). Behind Caddy every visitor comes from
# 127.0.0.1, so an address proves nothing: only the purge listener purges, and only with the
# token in /etc/varnish/purge-token (CDN_PURGE_TOKEN's value; read once, reload after a change).

import std;

backend site {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
    # Down within about 2 s of the server stopping; up again at its first good answers.
    .probe = {
        .url = "/healthz";
        .interval = 1s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
        .initial = 2;
    }
}

# What Caddy on this machine forwards from.
acl local_proxy {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (local.socket == "purge") {
        # Every request here carries the token; no token file (or a short one) refuses them all.
        if (std.fileread("/etc/varnish/purge-token") !~ "^[!-~]{16,}\s*$") {
            return (synth(403, "No purge token in /etc/varnish/purge-token"));
        }
        if (req.http.Authorization != "Bearer " + regsub(std.fileread("/etc/varnish/purge-token"), "\s+$", "")) {
            return (synth(403, "Forbidden"));
        }
        unset req.http.Authorization;
        # The server's purge (server/edge/runner.ts): the keys in Surrogate-Key, space-separated,
        # each made of a-z 0-9 : _ - (server/edge/keys.ts), so they are safe in a regular
        # expression.
        if (req.url == "/_purge" && (req.method == "POST" || req.method == "PURGE")) {
            if (req.http.Surrogate-Key !~ "^[a-z0-9:_-]+( [a-z0-9:_-]+)*$") {
                return (synth(400, "Bad Surrogate-Key"));
            }
            ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")(\s|$)");
            return (synth(200, "Purged"));
        }
        # A page the server asks again right after a purge: fetched anew whatever is held, so it
        # is kept again for an outage; a copy held stays until the new one is in (the ban above
        # is older than the new copy, so it leaves that one alone).
        if (req.method == "GET") {
            set req.http.X-Edge-Refresh = "1";
            set req.hash_always_miss = true;
            return (hash);
        }
        return (synth(405, "Method Not Allowed"));
    }

    # Nothing on the public listener purges, whatever the spelling of its path: PURGE and BAN are
    # refused (the built-in rules would pipe them to the server); a POST is the server's (a 404).
    if (req.method == "PURGE" || req.method == "BAN") {
        return (synth(405, "Method Not Allowed"));
    }
    unset req.http.X-Edge-Refresh;

    # Varnish added Caddy's address to X-Forwarded-For; the server (TRUST_PROXY=true) reads the
    # last entry as the client, which is the one Caddy added.
    if (client.ip ~ local_proxy && req.http.X-Forwarded-For ~ ",") {
        set req.http.X-Forwarded-For = regsub(req.http.X-Forwarded-For, ",\s*[^,]*$", "");
    }

    # The inquiry form while the server is down: said at once, in both languages (vcl_synth).
    # Nothing of the post is kept or logged.
    if (req.method == "POST" && req.url ~ "^/+(p/+[^/]+/+)?f/+[^/?]+/*(\?.*)?$"
        && !std.healthy(req.backend_hint)) {
        return (synth(503, "Form unavailable"));
    }

    # The back office is never cached, whatever it answers.
    if (req.url ~ "^/+(en/+)?admin(/|\?|$)") {
        return (pass);
    }
    # Nor a delivered unit's page or papers (decision 029): the server says private, no-store,
    # and a rotated token must stop at once, so no copy is ever kept to answer for it.
    if (req.url ~ "^/+(en/+)?u/") {
        return (pass);
    }

    # A copy past its freshness is answered at once while a fresh one is fetched: for a minute
    # while the server is up (stale-while-revalidate=60), for the whole grace while it is down.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 60s;
    }
    # The built-in rules follow: only GET and HEAD are cached; a request with a Cookie or an
    # Authorization (a signed-in member of staff) passes.
}

sub vcl_hash {
    # One site behind this Varnish: a copy per URL, whatever spelling of the host a request
    # carried (Caddy answers the site's name only; no page depends on it), so the pages the
    # server asks again after a purge meet the copies visitors are given.
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_response {
    # A page asked again after a purge that the server could not make: the copy held stays (an
    # uncacheable marker would hide it from the next visitors for two minutes).
    if (bereq.http.X-Edge-Refresh && beresp.status >= 500) {
        return (abandon);
    }
    # Kept a day past freshness (stale-if-error=86400): what the site holds while the server is
    # down. A purge still forgets it at once. Answers marked no-store or private, or setting a
    # cookie, are never kept (the built-in rules that follow).
    if (beresp.grace < 24h) {
        set beresp.grace = 24h;
    }
}

sub vcl_backend_error {
    # The server did not answer: the client's request goes to vcl_synth for a clear page (a
    # background refresh just ends, and the stale copy stays).
    return (abandon);
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The keys are for this cache, not for browsers.
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
}

sub vcl_synth {
    set resp.http.Cache-Control = "no-store";
    if (resp.status == 503) {
        set resp.http.Retry-After = "60";
        if (req.method == "POST" && req.url ~ "^/+(p/+[^/]+/+)?f/") {
            if (req.http.Accept ~ "application/json" || req.http.Content-Type ~ "application/json") {
                set resp.http.Content-Type = "application/json; charset=utf-8";
                synthetic({"{"error":"Service unavailable","errors":[{"message":"지금은 문의를 보낼 수 없습니다. 사이트 서버가 잠시 멈춰 있어 보내지 않았고, 입력한 내용은 어디에도 저장되지 않았습니다. 잠시 뒤 다시 보내 주시거나 전화 또는 이메일로 연락해 주십시오. / The form cannot be sent now: the site's server is briefly down, so your inquiry was not sent and nothing you typed was kept. Please send it again in a few minutes, or call or e-mail us." }]}"});
            } else {
                set resp.http.Content-Type = "text/html; charset=utf-8";
                synthetic({"<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>지금은 문의를 보낼 수 없습니다 / The form cannot be sent now</title>
<style>body{font:1rem/1.6 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a}main{max-width:40rem;margin:0 auto}h1{font-size:1.5rem}a{color:#0050a0}</style></head>
<body><main>
<h1>지금은 문의를 보낼 수 없습니다</h1>
<p>사이트 서버가 잠시 멈춰 있어 문의를 보내지 않았고, 입력한 내용은 어디에도 저장되지 않았습니다. 잠시 뒤 다시 보내 주시거나, <a href="/contact">연락처</a>의 전화 또는 이메일로 연락해 주십시오.</p>
<div lang="en">
<h1>The form cannot be sent now</h1>
<p>The site's server is briefly down, so your inquiry was not sent and nothing you typed was kept. Please send it again in a few minutes, or call or e-mail us (see <a href="/en/contact">Contact</a>).</p>
</div>
</main></body></html>
"});
            }
            return (deliver);
        }
        set resp.http.Content-Type = "text/html; charset=utf-8";
        synthetic({"<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>잠시 후 다시 시도해 주십시오 / Please try again shortly</title></head>
<body><main><h1>잠시 후 다시 시도해 주십시오</h1><p>사이트를 잠시 열 수 없습니다.</p>
<div lang="en"><h1>Please try again shortly</h1><p>The site is briefly unavailable.</p></div></main></body></html>
"});
        return (deliver);
    }
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    synthetic(resp.status + " " + resp.reason + {"
"});
    return (deliver);
}
