//! Moore's Nim_k (Moore 1910): heaps; a move takes at least one stone from each of at least one
//! and at most k heaps; who cannot move loses. The catalogue's `moore` is k = 2. Its rule is
//! digit-wise: the player to move loses iff, in every binary digit, the number of heaps with
//! that digit set is a multiple of k + 1 (Nim is k = 1: the XOR). It is not a sum of its heaps
//! (a move may touch two), so it has no `split`: `guess` must find the rule from lists played
//! out whole.

use crate::explore::{heap_reach, About, Explore, Explorer, Shape};
use crate::search::{canonical_piles, piles_position, Game, Play};

/// Positions are the sorted sizes of the non-empty heaps; `most` is k, the most heaps a move
/// may take from.
pub struct MooreRules {
    pub most: usize,
}

impl MooreRules {
    /// Visits every position reached by lowering, from heap `from` on, at least `at_least` and
    /// at most `left` more heaps of `heaps` (each to any smaller size).
    fn lower(
        &self,
        heaps: &mut Vec<u16>,
        from: usize,
        left: usize,
        at_least: usize,
        visit: &mut dyn FnMut(Vec<u16>) -> bool,
    ) -> bool {
        if at_least == 0 {
            let mut next = heaps.clone();
            canonical_piles(&mut next);
            if visit(next) {
                return true;
            }
        }
        if left == 0 {
            return false;
        }
        for i in from..heaps.len() {
            let size = heaps[i];
            for smaller in 0..size {
                heaps[i] = smaller;
                let stop = self.lower(heaps, i + 1, left - 1, at_least.saturating_sub(1), visit);
                heaps[i] = size;
                if stop {
                    return true;
                }
            }
        }
        false
    }
}

impl Game for MooreRules {
    type Position = Vec<u16>;

    fn options(&self, heaps: &Vec<u16>, visit: &mut dyn FnMut(Vec<u16>) -> bool) -> bool {
        self.lower(&mut heaps.clone(), 0, self.most, 1, visit)
    }
}

pub fn explore() -> Box<dyn Explore> {
    let about = About {
        name: "moore",
        rules: "heaps; a move takes at least one stone from each of one or two heaps (Moore's \
                Nim with k = 2); who cannot move loses",
        shape: Shape::Heaps,
        play: Play::Normal,
        upto: 60,
        // Four heaps: a digit set in three of them (a multiple of k + 1 = 3) must be seen with
        // a fourth heap beside it.
        lists: (4, 9),
        over: &[],
        reach: |bound| heap_reach(bound, (4, 9)),
    };
    Explorer::boxed(about, MooreRules { most: 2 }, piles_position)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Solver;

    fn options(most: usize, heaps: &[u16]) -> Vec<Vec<u16>> {
        let mut all = Vec::new();
        MooreRules { most }.options(&heaps.to_vec(), &mut |next| {
            all.push(next);
            false
        });
        all.sort();
        all.dedup();
        all
    }

    #[test]
    fn a_move_lowers_one_or_up_to_k_heaps() {
        assert_eq!(options(2, &[1, 1]), [vec![], vec![1]]);
        assert_eq!(options(1, &[1, 1]), [vec![1]]);
        assert_eq!(options(2, &[]), Vec::<Vec<u16>>::new());
        // Three heaps of 1 and k = 2: one or two of them, never all three.
        assert_eq!(options(2, &[1, 1, 1]), [vec![1], vec![1, 1]]);
        assert_eq!(options(3, &[1, 1, 1]), [vec![], vec![1], vec![1, 1]]);
        assert_eq!(options(2, &[2]), [vec![], vec![1]]);
    }

    /// Moore's theorem, from a brute force over the moves: lost iff every binary digit is set
    /// in a multiple of k + 1 heaps.
    #[test]
    fn the_lost_positions_are_moores() {
        for most in 1..=3 {
            let mut solver = Solver::new(MooreRules { most });
            let mut heaps = Vec::new();
            for a in 0..6u16 {
                for b in a..6 {
                    for c in b..6 {
                        for d in c..6 {
                            heaps.push(vec![a, b, c, d]);
                        }
                    }
                }
            }
            for mut position in heaps {
                let digits_vanish = (0..3).all(|bit| {
                    let set = position.iter().filter(|&&h| h >> bit & 1 == 1).count();
                    set.is_multiple_of(most + 1)
                });
                canonical_piles(&mut position);
                assert_eq!(solver.wins(&position), !digits_vanish, "{position:?}");
            }
        }
    }
}
