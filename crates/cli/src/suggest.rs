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
