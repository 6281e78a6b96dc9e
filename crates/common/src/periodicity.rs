//! Finding where a Grundy sequence becomes periodic: g(n + period) = g(n) for n ≥ preperiod.
//!
//! Three strengths of claim, from a computed prefix g(0..len):
//! - [`subtraction_periodicity`] proves it for a subtraction game with a finite move set;
//! - [`octal_periodicity`] proves it for an octal game, by the Guy–Smith periodicity theorem;
//! - [`find_periodicity`] only finds the pattern the prefix shows, for any other sequence.
//!
//! ```
//! use common::periodicity::{subtraction_periodicity, Periodicity};
//! use common::subtraction::subtraction_grundy_table;
//!
//! let values = subtraction_grundy_table(&[1, 3, 4], 20);
//! let found = subtraction_periodicity(&values, 4);
//! assert_eq!(found, Some(Periodicity { preperiod: 0, period: 7 }));
//! ```

use std::fmt;

/// g(n + period) = g(n) for every n ≥ preperiod.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Periodicity {
    /// The first n from which the sequence repeats.
    pub preperiod: usize,
    /// The length of the repeating block, at least 1.
    pub period: usize,
}

impl Periodicity {
    /// An index below preperiod + period with the same value as `n`, for reading g(n) of any n
    /// from a table of that length.
    pub fn reduce(&self, n: usize) -> usize {
        if n < self.preperiod {
            n
        } else {
            self.preperiod + (n - self.preperiod) % self.period
        }
    }
}

impl fmt::Display for Periodicity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "preperiod {}, period {}", self.preperiod, self.period)
    }
}

/// The smallest preperiod for `period` that the prefix allows: values[n + period] == values[n]
/// for every n from it on (within the prefix). `period` must be below `values.len()`.
fn smallest_preperiod(values: &[u32], period: usize) -> usize {
    let mut preperiod = values.len() - period;
    while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
        preperiod -= 1;
    }
    preperiod
}

/// The smallest period, with its smallest preperiod, for which `accept(preperiod, period)`.
///
/// Any period of a sequence that is eventually periodic is a multiple of the smallest one and
/// has the same smallest preperiod, so scanning periods upward finds the smallest period first.
fn first_accepted(values: &[u32], accept: impl Fn(usize, usize) -> bool) -> Option<Periodicity> {
    (1..values.len()).find_map(|period| {
        let preperiod = smallest_preperiod(values, period);
        accept(preperiod, period).then_some(Periodicity { preperiod, period })
    })
}

/// The periodicity of a subtraction game, proven from the prefix `values` = g(0..len) of a game
/// whose largest move is `largest_move`; `None` if the prefix is too short to prove any.
///
/// The proof: for n ≥ m (the largest move) every move is legal, so g(n) is one fixed function
/// of the m values before it. If g(n + p) = g(n) for the m consecutive n in
/// [preperiod, preperiod + m), the windows that follow agree forever. So this needs
/// len ≥ preperiod + m + period. The smallest period is found.
///
/// # Complexity
///
/// O(len²) in the worst case; a wrong period is usually refuted within a few values.
pub fn subtraction_periodicity(values: &[u32], largest_move: usize) -> Option<Periodicity> {
    first_accepted(values, |preperiod, period| {
        preperiod + largest_move + period <= values.len()
    })
}

/// The periodicity of an octal game, proven from the prefix `values` = g(0..len) of a finite
/// octal game whose largest take is `largest_take` (t); `None` if the prefix is too short.
///
/// By the periodicity theorem of Guy and Smith: if g(n + p) = g(n) for every n in
/// [preperiod, 2·preperiod + p + t], it holds for every n ≥ preperiod. So this needs
/// len > 2·preperiod + 2p + t. It does not apply to games with infinitely many digits
/// (Lasker's nim). The smallest period is found.
///
/// # Complexity
///
/// O(len²) in the worst case.
pub fn octal_periodicity(values: &[u32], largest_take: usize) -> Option<Periodicity> {
    first_accepted(values, |preperiod, period| {
        2 * preperiod + 2 * period + largest_take < values.len()
    })
}

/// The periodicity that the prefix `values` shows convincingly, with no knowledge of the game:
/// the smallest period p whose smallest preperiod `pre` leaves a repeating part `values[pre..]`
/// that holds at least three whole periods and is at least as long as the preperiod
/// (len − pre ≥ 3p and len − pre ≥ pre). A pattern, not a proof.
///
/// # Complexity
///
/// O(len²) in the worst case.
pub fn find_periodicity(values: &[u32]) -> Option<Periodicity> {
    first_accepted(values, |preperiod, period| {
        let repeating = values.len() - preperiod;
        repeating >= 3 * period && repeating >= preperiod
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy_sequence::grundy_sequence;
    use crate::octal::OctalGame;
    use crate::subtraction::subtraction_grundy_table;

    /// Smallest (period, then preperiod) with g(n + p) = g(n) on the whole given prefix,
    /// straight from the definition.
    fn brute_on_prefix(values: &[u32], period: usize) -> usize {
        (0..values.len())
            .find(|&pre| (pre..values.len() - period).all(|n| values[n] == values[n + period]))
            .unwrap()
    }

    #[test]
    fn smallest_preperiod_matches_the_definition() {
        let values = [5, 1, 2, 3, 1, 2, 3, 1, 2];
        for period in 1..values.len() {
            assert_eq!(
                smallest_preperiod(&values, period),
                brute_on_prefix(&values, period)
            );
        }
        assert_eq!(smallest_preperiod(&values, 3), 1);
    }

    #[test]
    fn subtraction_games_with_known_periods() {
        // {1..=m} is the Bash game: period m + 1 from the start.
        for m in 1..10u32 {
            let moves: Vec<u32> = (1..=m).rev().collect();
            let values = subtraction_grundy_table(&moves, 100);
            let expected = Periodicity {
                preperiod: 0,
                period: m as usize + 1,
            };
            assert_eq!(subtraction_periodicity(&values, m as usize), Some(expected));
        }
        let values = subtraction_grundy_table(&[4, 1, 3], 60);
        let found = subtraction_periodicity(&values, 4).unwrap();
        assert_eq!(
            found,
            Periodicity {
                preperiod: 0,
                period: 7
            }
        );
        assert_eq!(found.to_string(), "preperiod 0, period 7");
    }

    #[test]
    fn proven_periods_hold_far_beyond_the_prefix_used() {
        let mut state: u32 = 0x1234_5677;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state
        };
        for _ in 0..300 {
            let moves: Vec<u32> = (0..1 + next() % 5).map(|_| 1 + next() % 15).collect();
            let largest = *moves.iter().max().unwrap() as usize;
            let long = subtraction_grundy_table(&moves, 5000);
            // Prove from a short prefix, then check the claim on the long one.
            for len in [20, 60, 200] {
                if let Some(p) = subtraction_periodicity(&long[..len], largest) {
                    for n in p.preperiod..long.len() - p.period {
                        assert_eq!(long[n], long[n + p.period], "{moves:?} {p}");
                    }
                    // And nothing smaller holds on the long prefix.
                    for period in 1..p.period {
                        assert!(smallest_preperiod(&long, period) > 4000, "{moves:?}");
                    }
                    assert_eq!(smallest_preperiod(&long, p.period), p.preperiod);
                }
            }
            assert!(
                subtraction_periodicity(&long, largest).is_some(),
                "{moves:?}"
            );
        }
    }

    #[test]
    fn octal_games_with_known_periods() {
        // Winning Ways: Kayles has period 12 after its last exception at 70; Dawson's chess
        // (0.137) period 34 after 51, and Dawson's Kayles (0.07) is it shifted by one.
        let cases = [("0.77", 71, 12), ("0.137", 52, 34), ("0.07", 53, 34)];
        for (code, preperiod, period) in cases {
            let game: OctalGame = code.parse().unwrap();
            let t = game.largest_take();
            let values: Vec<u32> = grundy_sequence(game).take(400).collect();
            let expected = Periodicity { preperiod, period };
            assert_eq!(octal_periodicity(&values, t), Some(expected), "{code}");
            // Exactly as long as the theorem needs, and one value short of it.
            let needed = 2 * preperiod + 2 * period + t + 1;
            assert_eq!(octal_periodicity(&values[..needed], t), Some(expected));
            assert_eq!(octal_periodicity(&values[..needed - 1], t), None, "{code}");
            assert_eq!(find_periodicity(&values), Some(expected), "{code}");
        }
    }

    #[test]
    fn patterns_need_enough_repetitions() {
        // Three equal values at the end are no period-1 pattern.
        assert_eq!(find_periodicity(&[0, 1, 2, 3, 4, 5, 5, 5]), None);
        assert_eq!(find_periodicity(&[]), None);
        assert_eq!(find_periodicity(&[7]), None);
        assert_eq!(
            find_periodicity(&[9, 0, 1, 0, 1, 0, 1]),
            Some(Periodicity {
                preperiod: 1,
                period: 2
            })
        );
        // Two periods are not enough, three are.
        assert_eq!(find_periodicity(&[0, 1, 2, 0, 1, 2]), None);
        assert_eq!(
            find_periodicity(&[0, 1, 2, 0, 1, 2, 0, 1, 2]),
            Some(Periodicity {
                preperiod: 0,
                period: 3
            })
        );
        // Lasker's nim grows: no pattern.
        let lasker: Vec<u32> = (0..200)
            .map(|n| crate::lasker::lasker_grundy(n) as u32)
            .collect();
        assert_eq!(find_periodicity(&lasker), None);
    }

    #[test]
    fn reduce_maps_into_the_table() {
        let p = Periodicity {
            preperiod: 3,
            period: 4,
        };
        let mapped: Vec<usize> = (0..12).map(|n| p.reduce(n)).collect();
        assert_eq!(mapped, [0, 1, 2, 3, 4, 5, 6, 3, 4, 5, 6, 3]);
    }
}
