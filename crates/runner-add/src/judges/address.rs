//! A page's address split into what the table of judges reads: its host, path segments, query
//! and fragment. Written by hand: that is a few dozen lines, where a URL crate would bring its
//! IDNA tables to every build for nothing the table reads.

/// A page's address, split: `https://host:port/a/b?query#fragment`.
pub struct Address<'a> {
    pub whole: &'a str,
    /// In small letters, without the port.
    pub host: String,
    pub segments: Vec<&'a str>,
    query: &'a str,
    pub fragment: &'a str,
}

impl<'a> Address<'a> {
    pub fn parse(url: &'a str) -> Option<Address<'a>> {
        let whole = url.trim();
        let lower = whole.get(..8).unwrap_or(whole).to_ascii_lowercase();
        let skip = if lower.starts_with("https://") {
            8
        } else if lower.starts_with("http://") {
            7
        } else {
            return None;
        };
        let rest = &whole[skip..];
        let (rest, fragment) = rest.split_once('#').unwrap_or((rest, ""));
        let (rest, query) = rest.split_once('?').unwrap_or((rest, ""));
        let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
        let host = authority.rsplit('@').next().unwrap_or_default();
        let host = host
            .split(':')
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        if host.is_empty() {
            return None;
        }
        Some(Address {
            whole,
            host,
            segments: path.split('/').filter(|s| !s.is_empty()).collect(),
            query,
            fragment,
        })
    }

    /// Whether the host is one of `hosts` or a subdomain of one.
    pub fn is_on(&self, hosts: &[&str]) -> bool {
        hosts.iter().any(|host| {
            self.host == *host
                || self
                    .host
                    .strip_suffix(host)
                    .is_some_and(|sub| sub.ends_with('.'))
        })
    }

    /// A query parameter's value, as written.
    pub fn param(&self, key: &str) -> Option<&'a str> {
        self.query
            .split('&')
            .find_map(|pair| pair.strip_prefix(key)?.strip_prefix('='))
    }

    /// The host's main label: the one before its public suffix (`kattis` in `open.kattis.com`),
    /// a two-level country suffix (`ac.jp`, `com.cn`, `co.uk`) counted as one.
    pub fn site(&self) -> &str {
        let labels: Vec<&str> = self.host.split('.').collect();
        let mut end = labels.len().saturating_sub(1).max(1);
        let second_level = ["ac", "co", "com", "edu", "gov", "net", "org"];
        if end >= 2 && labels[end].len() == 2 && second_level.contains(&labels[end - 1]) {
            end -= 1;
        }
        labels[end - 1]
    }
}

/// Percent-decoded text (`%E6%B4%9B%E8%B0%B7` → `洛谷`); a malformed escape stays as written.
pub fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_splits_into_host_path_query_and_fragment() {
        let page =
            Address::parse(" HTTPS://User@Acm.HDU.edu.cn:8080/a//b/?pid=1&x=2#problem/A ").unwrap();
        assert_eq!(page.host, "acm.hdu.edu.cn");
        assert_eq!(page.segments, ["a", "b"]);
        assert_eq!(
            (page.param("pid"), page.param("x"), page.param("y")),
            (Some("1"), Some("2"), None)
        );
        assert_eq!(page.fragment, "problem/A");
        for not_a_page in [
            "ftp://poj.org/",
            "poj.org/problem?id=1",
            "https://",
            "https:///x",
            "",
        ] {
            assert!(Address::parse(not_a_page).is_none(), "{not_a_page}");
        }
    }

    #[test]
    fn a_host_is_on_a_domain_or_a_subdomain_of_it_only() {
        let on = |url: &str| Address::parse(url).unwrap().is_on(&["codeforces.com"]);
        assert!(on("https://codeforces.com/"));
        assert!(on("https://m1.codeforces.com/"));
        assert!(!on("https://notcodeforces.com/"));
        assert!(!on("https://codeforces.com.evil.example/"));
    }

    #[test]
    fn a_site_is_the_label_before_the_public_suffix() {
        let site = |url: &str| Address::parse(url).unwrap().site().to_string();
        assert_eq!(site("https://open.kattis.com/"), "kattis");
        assert_eq!(site("https://cses.fi/"), "cses");
        assert_eq!(site("https://judge.u-aizu.ac.jp/"), "u-aizu");
        assert_eq!(site("https://acm.hdu.edu.cn/"), "hdu");
        assert_eq!(site("https://localhost:8080/"), "localhost");
    }

    #[test]
    fn percent_escapes_decode_and_malformed_ones_stay() {
        assert_eq!(percent_decoded("%E6%B4%9B%E8%B0%B7-P2197"), "洛谷-P2197");
        assert_eq!(percent_decoded("100%-%zz%4"), "100%-%zz%4");
    }
}
