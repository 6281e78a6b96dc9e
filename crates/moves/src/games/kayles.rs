//! Kayles. No judge problem here plays it: it is the README's walk-through of a new game, from
//! this file to `guess`.

use crate::explore::Explore;
use crate::rules::{doc_of, explore_to, HeapMoves, Heaps};

/// rows of pins; a move knocks down one pin or two adjacent pins of a row; who cannot move loses.
#[derive(Default)]
pub struct Kayles;

impl HeapMoves for Kayles {
    fn heap_options(&self, row: u16) -> impl Iterator<Item = Vec<u16>> {
        // `left` pins stay on one side, the rest on the other.
        (1..=2.min(row)).flat_map(move |knocked| {
            (0..=(row - knocked) / 2).map(move |left| vec![left, row - knocked - left])
        })
    }

    const LISTS: (usize, u64) = (3, 12);
}

pub fn explore() -> Box<dyn Explore> {
    let rules = doc_of(include_str!("kayles.rs"), "Kayles");
    explore_to::<Heaps<Kayles>>("kayles", rules, 200)
}
