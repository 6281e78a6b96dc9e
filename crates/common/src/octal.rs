//! Octal games (take-and-break games), given by a code d₀.d₁d₂… of octal digits.
//!
//! Digit d_j says what taking j stones from a heap may leave: bit 1, no heap (the whole heap was
//! j stones); bit 2, one non-empty heap; bit 4, two non-empty heaps (the rest split in two). d₀
//! concerns taking nothing, so only its bit 4 (splitting a heap) makes sense. Kayles is "0.77",
//! Dawson's Kayles "0.07", Dawson's chess "0.137".
//!
//! ```
//! use common::grundy_sequence::grundy_sequence;
//! use common::octal::OctalGame;
//!
//! let kayles: OctalGame = "0.77".parse().unwrap();
//! let values: Vec<u32> = grundy_sequence(kayles).take(8).collect();
//! assert_eq!(values, [0, 1, 2, 3, 1, 4, 3, 2]);
//! ```

use crate::game::ImpartialGame;
use std::fmt;
use std::str::FromStr;

/// An octal game on one heap (heaps are `usize`); see the module documentation for the code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalGame {
    /// d₀, d₁, …, without trailing zeros.
    digits: Vec<u8>,
}

/// A code that is not an octal game: what was read and why it was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalCodeError {
    code: String,
    reason: &'static str,
}

impl fmt::Display for OctalCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not an octal game code ({}); write it like 0.07 or 4.007",
            self.code.escape_debug(),
            self.reason
        )
    }
}

impl std::error::Error for OctalCodeError {}

impl FromStr for OctalGame {
    type Err = OctalCodeError;

    /// Reads a code such as `0.07`, `.07` (Winning Ways writes ·07) or `4.007`: an optional d₀
    /// (0 or 4), a point, then at least one of the octal digits d₁, d₂, ….
    fn from_str(code: &str) -> Result<Self, OctalCodeError> {
        let error = |reason| OctalCodeError {
            code: code.to_string(),
            reason,
        };
        let (whole, fraction) = code.split_once('.').ok_or_else(|| error("no point"))?;
        // `.07` is Winning Ways' own notation (·07); `0.` names no move at all.
        if fraction.is_empty() {
            return Err(error("no digits after the point (Kayles is 0.77)"));
        }
        let d0 = match whole {
            "" | "0" => 0,
            "4" => 4,
            _ => {
                return Err(error(
                    "before the point only 0 or 4 makes sense (4: split a heap without taking)",
                ))
            }
        };
        let mut digits = vec![d0];
        for byte in fraction.bytes() {
            if !(b'0'..=b'7').contains(&byte) {
                return Err(error("the digits after the point must be 0 to 7"));
            }
            digits.push(byte - b'0');
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        Ok(OctalGame { digits })
    }
}

impl fmt::Display for OctalGame {
    /// The canonical code, e.g. `0.07`: d₀, a point, and at least one digit.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return f.write_str("0");
        }
        self.digits[1..]
            .iter()
            .try_for_each(|digit| write!(f, "{digit}"))
    }
}

impl OctalGame {
    /// The digits d₀, d₁, …, without trailing zeros (so at least d₀).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The most stones one move may take (t in the periodicity theorem; 0 if none).
    pub fn largest_take(&self) -> usize {
        self.digits.len() - 1
    }
}

impl ImpartialGame for OctalGame {
    type Position = usize;

    fn options(&self, &heap: &usize) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        for (take, &digit) in self.digits.iter().enumerate().take(heap + 1) {
            let rest = heap - take;
            // Taking nothing and leaving the heap whole would not be a move (parsing keeps
            // d₀'s bits 1 and 2 clear).
            if digit & 1 != 0 && rest == 0 {
                options.push(Vec::new());
            }
            if digit & 2 != 0 && rest > 0 {
                options.push(vec![rest]);
            }
            if digit & 4 != 0 {
                // Splits a + b = rest with 1 ≤ a ≤ b; the other order is the same option.
                options.extend((1..=rest / 2).map(|a| vec![a, rest - a]));
            }
        }
        options
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{game_from_fn, Solver};
    use crate::grundy_sequence::grundy_sequence;

    /// Every move of the game on a whole row of heaps, from the code's definition, with the
    /// heaps kept sorted and empty heaps dropped; no Sprague–Grundy decomposition.
    fn brute_options(digits: &[u8], heaps: &[usize]) -> Vec<Vec<Vec<usize>>> {
        let mut options = Vec::new();
        for (i, &heap) in heaps.iter().enumerate() {
            for (take, &digit) in digits.iter().enumerate() {
                if take > heap {
                    break;
                }
                let rest = heap - take;
                let mut leaves: Vec<Vec<usize>> = Vec::new();
                if take > 0 && rest == 0 && digit & 1 != 0 {
                    leaves.push(vec![]);
                }
                if take > 0 && rest > 0 && digit & 2 != 0 {
                    leaves.push(vec![rest]);
                }
                if digit & 4 != 0 {
                    leaves.extend((1..rest).map(|a| vec![a, rest - a]));
                }
                for left in leaves {
                    let mut next: Vec<usize> = heaps.to_vec();
                    next.remove(i);
                    next.extend(left);
                    next.sort_unstable();
                    options.push(vec![next]);
                }
            }
        }
        options
    }

    /// Every multiset of heap sizes ≥ 1 with total at most `total`, as sorted lists.
    fn multisets(total: usize) -> Vec<Vec<usize>> {
        fn grow(prefix: &mut Vec<usize>, min: usize, left: usize, all: &mut Vec<Vec<usize>>) {
            all.push(prefix.clone());
            for next in min..=left {
                prefix.push(next);
                grow(prefix, next, left - next, all);
                prefix.pop();
            }
        }
        let mut all = Vec::new();
        grow(&mut Vec::new(), 1, total, &mut all);
        all
    }

    #[test]
    fn values_agree_with_search_on_whole_positions() {
        for code in [
            "0.07", "0.77", "0.137", "4.007", "0.51", "0.6", "4.7", "0.4", "4.0",
        ] {
            let game: OctalGame = code.parse().unwrap();
            let digits = game.digits().to_vec();
            let values: Vec<u32> = grundy_sequence(game).take(13).collect();
            let mut solver = Solver::new(game_from_fn(|heaps: &Vec<usize>| {
                brute_options(&digits, heaps)
            }));
            for heaps in multisets(12) {
                let expected = solver.grundy(&heaps);
                let value = heaps.iter().fold(0, |x, &h| x ^ values[h]);
                assert_eq!(value, expected, "{code} on {heaps:?}");
            }
        }
    }

    #[test]
    fn known_sequences() {
        let first = |code: &str, n: usize| -> Vec<u32> {
            grundy_sequence(code.parse::<OctalGame>().unwrap())
                .take(n)
                .collect()
        };
        // Kayles and Dawson's Kayles, as tabulated in Winning Ways.
        assert_eq!(first("0.77", 12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        assert_eq!(first("0.07", 12), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
        // Dawson's chess is Dawson's Kayles shifted by one heap.
        let chess = first("0.137", 300);
        let kayles = first("0.07", 301);
        assert_eq!(chess[..], kayles[1..]);
        // "0.3" takes one or leaves the rest whole: g alternates 0, 1.
        assert!(first("0.3", 50)
            .iter()
            .enumerate()
            .all(|(n, &g)| g as usize == n % 2));
    }

    #[test]
    fn parses_and_prints_codes() {
        let game: OctalGame = ".070".parse().unwrap();
        assert_eq!(game.digits(), [0, 0, 7]);
        assert_eq!(game.largest_take(), 2);
        assert_eq!(game.to_string(), "0.07");
        assert_eq!("4.007".parse::<OctalGame>().unwrap().to_string(), "4.007");
        assert_eq!("4.0".parse::<OctalGame>().unwrap().to_string(), "4.0");
        assert_eq!("0.0".parse::<OctalGame>().unwrap().largest_take(), 0);
    }

    #[test]
    fn rejects_malformed_codes_with_a_reason() {
        for (code, reason) in [
            ("007", "no point"),
            ("0.08", "must be 0 to 7"),
            ("1.07", "only 0 or 4"),
            ("0.-7", "must be 0 to 7"),
            ("", "no point"),
            // A point ends nothing: `0.` was read as 0.0, a game without moves.
            ("0.", "no digits after the point"),
            ("4.", "no digits after the point"),
        ] {
            let error = code.parse::<OctalGame>().unwrap_err().to_string();
            assert!(error.contains(reason), "{code}: {error}");
            assert!(error.contains("write it like 0.07"), "{error}");
        }
    }
}
