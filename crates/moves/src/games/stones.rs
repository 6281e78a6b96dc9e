//! A New Stone Game: piles in a line; a move picks a pile, removes at least one stone from it,
//! then moves any of its remaining stones onto other piles that still have stones (any number
//! to each); who cannot move loses.

use crate::explore::{About, Explore, Explorer, Shape};
use crate::search::{canonical_piles, piles_position, Game, Play, Solver};

/// Positions are the sorted sizes of the non-empty piles (an empty pile takes no part: it can
/// be neither picked nor given stones).
#[derive(Default)]
pub struct StoneRules;

/// Gives `left` stones to the piles `others[from..]` in every way, calling `visit` with each
/// resulting position (plus `kept` stones left on the picked pile); true if `visit` stopped it.
fn distribute(
    others: &mut Vec<u16>,
    from: usize,
    left: u16,
    kept: u16,
    visit: &mut dyn FnMut(Vec<u16>) -> bool,
) -> bool {
    if from + 1 >= others.len() {
        if from + 1 == others.len() {
            others[from] += left;
        } else if left > 0 {
            return false; // No pile to give the stones to.
        }
        let mut next = others.clone();
        next.push(kept);
        canonical_piles(&mut next);
        if from + 1 == others.len() {
            others[from] -= left;
        }
        return visit(next);
    }
    for given in 0..=left {
        others[from] += given;
        let stopped = distribute(others, from + 1, left - given, kept, visit);
        others[from] -= given;
        if stopped {
            return true;
        }
    }
    false
}

impl Game for StoneRules {
    type Position = Vec<u16>;

    fn options(&self, piles: &Vec<u16>, visit: &mut dyn FnMut(Vec<u16>) -> bool) -> bool {
        for i in 0..piles.len() {
            if i > 0 && piles[i] == piles[i - 1] {
                continue;
            }
            let pile = piles[i];
            let mut others = piles.clone();
            others.remove(i);
            // After removing at least one stone, `kept` stay and `given` go to the others.
            for kept in 0..pile {
                for given in 0..pile - kept {
                    if distribute(&mut others, 0, given, kept, visit) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

pub fn explore() -> Box<dyn Explore> {
    let about = About {
        name: "new-stone-game",
        rules: "piles; a move takes at least one stone from a pile and may move any of the rest onto other non-empty piles",
        shape: Shape::Heaps,
        play: Play::Normal,
        upto: 20,
        lists: (3, 7),
        over: &[],
        // Partitions of the stones in play, which moves shift between piles: few, but each
        // with many options.
        reach: |bound| crate::explore::heap_reach(bound, (3, 7)).saturating_mul(8),
    };
    Explorer::boxed(about, StoneRules, piles_position)
}

#[derive(Default)]
pub struct Stones(Solver<StoneRules>);

impl Stones {
    pub fn mover_wins(&mut self, piles: &[u64]) -> bool {
        let position = piles_position(piles).expect("piles small enough to search");
        self.0.wins(&position)
    }

    /// Whether the player to move wins, by the game's theory rather than the search: the
    /// mover loses exactly when the non-empty piles pair up into equal pairs.
    pub fn mover_wins_by_theory(piles: &[u64]) -> bool {
        let mut piles: Vec<u64> = piles.iter().copied().filter(|&pile| pile > 0).collect();
        piles.sort_unstable();
        !(piles.len().is_multiple_of(2) && piles.chunks(2).all(|pair| pair[0] == pair[1]))
    }

    /// True when the search answers quickly. Stones move between piles, so the positions
    /// reachable are partitions of at most the total into at most as many piles.
    pub fn feasible(piles: &[u64]) -> bool {
        let nonempty = piles.iter().filter(|&&p| p > 0).count();
        let total = piles.iter().try_fold(0u64, |sum, &p| sum.checked_add(p));
        total.is_some_and(|total| match nonempty {
            0..=2 => total <= 60,
            3 => total <= 24,
            4 => total <= 16,
            5 => total <= 12,
            _ => total <= 9,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theory_agrees_with_the_search_wherever_it_answers() {
        let mut game = Stones::default();
        for piles in crate::games::all_piles(5, 9) {
            if Stones::feasible(&piles) {
                let by_theory = Stones::mover_wins_by_theory(&piles);
                assert_eq!(by_theory, game.mover_wins(&piles), "{piles:?}");
            }
        }
    }

    #[test]
    fn the_statements_samples() {
        let mut game = Stones::default();
        assert!(game.mover_wins(&[2, 1, 3]));
        assert!(!game.mover_wins(&[1, 1]));
        assert!(!game.mover_wins(&[]));
        assert!(!game.mover_wins(&[0]));
        assert!(game.mover_wins(&[0, 5]));
    }

    #[test]
    fn every_distribution_of_the_remaining_stones_is_a_move() {
        let mut seen = Vec::new();
        StoneRules.options(&vec![1, 3], &mut |next| {
            seen.push(next);
            false
        });
        seen.sort();
        seen.dedup();
        // From [1, 3]: the 1 can only be taken ([3]); the 3 keeps k and gives g, k + g <= 2.
        assert_eq!(seen, [vec![1], vec![1, 1], vec![1, 2], vec![2], vec![3]]);
    }
}
