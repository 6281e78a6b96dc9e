//! Kayles: rows of pins; a move knocks down one pin or two adjacent pins of one row, which may
//! split the row in two; who cannot move loses. No judge problem here plays it: it is the
//! README's walk-through of a new game, from this file to `guess`.

use crate::explore::{About, Explore, Explorer};
use crate::search::{canonical_piles, piles_position, split_piles, Game};

/// A position is the lengths of the rows still standing, sorted.
pub struct KaylesRules;

impl Game for KaylesRules {
    type Position = Vec<u16>;

    fn options(&self, rows: &Vec<u16>, visit: &mut dyn FnMut(Vec<u16>) -> bool) -> bool {
        for (i, &row) in rows.iter().enumerate() {
            for knocked in 1..=2.min(row) {
                // `left` pins stay on one side, the rest on the other.
                for left in 0..=(row - knocked) / 2 {
                    let mut next = rows.clone();
                    next[i] = left;
                    next.push(row - knocked - left);
                    canonical_piles(&mut next);
                    if visit(next) {
                        return true;
                    }
                }
            }
        }
        false
    }

    fn split(&self, rows: &Vec<u16>) -> Option<Vec<Vec<u16>>> {
        split_piles(rows)
    }
}

pub fn explore() -> Box<dyn Explore> {
    let about = About::splitting_heaps(
        "kayles",
        "rows of pins; a move knocks down one pin or two adjacent pins of a row; who cannot move loses",
    );
    Explorer::boxed(about, KaylesRules, piles_position)
}
