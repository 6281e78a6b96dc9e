//! "Did you mean": the known name closest to a mistyped one.

/// The candidate closest to `name`, if any is close enough to be a likely typo: by edit
/// distance, where two neighbours swapped are one edit (`hdu-1874` finds `hdu-1847` before
/// `hdu-1846`), or by the same digits (`hdu1846` and `1846` find `hdu-1846`).
pub fn closest<'a>(name: &str, candidates: &'a [String]) -> Option<&'a str> {
    let lower = name.to_ascii_lowercase();
    let digits = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>();
    let wanted_digits = digits(&lower);
    candidates
        .iter()
        .map(|c| {
            let same_digits = !wanted_digits.is_empty() && digits(c) == wanted_digits;
            (c.as_str(), strsim::osa_distance(&lower, c), same_digits)
        })
        .filter(|&(c, distance, same_digits)| same_digits || distance <= 2 + c.len() / 4)
        .min_by_key(|&(_, distance, same_digits)| (!same_digits, distance))
        .map(|(c, _, _)| c)
}

/// A name with two neighbouring digits swapped, as fingers do, that is none of `known`: the
/// typo a test of [`closest`] derives from the names the workspace has, so that it holds for any
/// set of problems (`hdu-1864` is a problem of its own once someone adds it). `None` where no
/// name has two different digits side by side that swap into an unknown name.
pub fn swapped_digits(names: &[String], known: &[String]) -> Option<String> {
    names
        .iter()
        .flat_map(|name| {
            let bytes = name.as_bytes();
            (1..bytes.len()).filter_map(move |i| {
                let (a, b) = (bytes[i - 1], bytes[i]);
                (a != b && a.is_ascii_digit() && b.is_ascii_digit()).then(|| {
                    let mut typo = bytes.to_vec();
                    typo.swap(i - 1, i);
                    String::from_utf8(typo).expect("ASCII digits swapped stay UTF-8")
                })
            })
        })
        .find(|typo| !known.contains(typo))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_the_closest_name() {
        let names: Vec<String> = ["hdu-1846", "hdu-1850", "poj-1067", "luogu-p2197"]
            .map(String::from)
            .to_vec();
        assert_eq!(closest("hdu-1864", &names), Some("hdu-1846"));
        assert_eq!(closest("hdu1846", &names), Some("hdu-1846"));
        assert_eq!(closest("1067", &names), Some("poj-1067"));
        assert_eq!(closest("P2197", &names), Some("luogu-p2197"));
        assert_eq!(closest("sprague-grundy", &names), None);
        let near: Vec<String> = ["hdu-1846", "hdu-1847"].map(String::from).to_vec();
        assert_eq!(closest("hdu-1874", &near), Some("hdu-1847"));
    }

    #[test]
    fn suggests_a_game_by_a_small_typo() {
        let games: Vec<String> = ["kayles", "lasker", "s-nim"].map(String::from).to_vec();
        assert_eq!(closest("kayels", &games), Some("kayles"));
        assert_eq!(closest("Lasker", &games), Some("lasker"));
        assert_eq!(closest("chess", &games), None);
    }
}
