//! POJ 1704, Georgia and Bob: `T` (1 <= T <= 20), then per case `N` (1 <= N <= 1000) and N
//! distinct cells (1 <= P_i <= 10000, in any order); `Georgia will win` or `Bob will win`.

use super::lists::{Count, Frame, List, ListInput};
use crate::games::chessmen::Chessmen;
use crate::input::Verdicts;
use crate::random::{biased, chance, full_range_count, shrink_list};
use crate::{MaxInput, Parameter, Parsed, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every non-empty set of cells within `1..=bound`, ascending,
/// and each set of two or more again in descending order.
#[derive(Default)]
pub struct Poj1704 {
    chessmen: Chessmen,
}

const VERDICTS: Verdicts = Verdicts {
    win: "Georgia will win",
    lose: "Bob will win",
};

impl Spec for Poj1704 {
    type Case = Vec<u64>;
    type Input = ListInput;
    const INPUT: ListInput = ListInput::new(
        Frame::Counted(Count::new("T", 1..=20, "20")),
        List::new(Count::new("N", 1..=1000, "1000"), "a cell", 1..=10_000),
    );
    const NAME: &'static str = "poj-1704";
    const MAX_BATCH: usize = 20;
    const EXHAUSTIVE_BOUND: u64 = 16;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Vec<u64> {
        let rightmost = scale.pick([2, 4, 5, 7, 9, 11, 13, 16, 20, 24]);
        let count = rng.usize(
            1..=scale
                .pick([1, 1, 2, 2, 3, 3, 4, 4, 5, 6])
                .min(rightmost as usize),
        );
        let mut cells: Vec<u64> = if chance(rng, 1, 4) {
            // A block of neighbours somewhere: gaps of zero.
            let start = rng.u64(1..=rightmost - count as u64 + 1);
            (start..start + count as u64).collect()
        } else {
            let mut free: Vec<u64> = (1..=rightmost).collect();
            rng.shuffle(&mut free);
            if chance(rng, 1, 2) {
                // Keep cell 1 or the last cell more often than chance would.
                let keep = biased(rng, 1, rightmost, &[]);
                let at = free.iter().position(|&c| c == keep).unwrap();
                free.swap(0, at);
            }
            free.truncate(count);
            free
        };
        match rng.u8(0..3) {
            0 => cells.sort_unstable(),
            1 => cells.sort_unstable_by(|a, b| b.cmp(a)),
            _ => rng.shuffle(&mut cells),
        }
        cells
    }

    /// Each case: 1000 distinct cells in random order (a partial Fisher-Yates shuffle).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<Vec<u64>> {
        let mut cells: Vec<u64> = (1..=10_000).collect();
        let cases = (0..20).map(|_| {
            for i in 0..1_000 {
                let j = rng.usize(i..cells.len());
                cells.swap(i, j);
            }
            cells[..1_000].to_vec()
        });
        MaxInput {
            cases: cases.collect(),
            shape: "T = 20, N = 1000, positions <= 10^4",
        }
    }

    fn answer(&mut self, cells: &Vec<u64>) -> String {
        VERDICTS.say(self.chessmen.mover_wins(cells))
    }

    /// Up to 1000 distinct cells of 1..=10^4, in no order; now and then a block of neighbours.
    fn full_range_case(&mut self, rng: &mut Rng) -> Vec<u64> {
        let count = full_range_count(rng, 1, 1_000);
        if chance(rng, 1, 4) {
            let start = biased(rng, 1, 10_001 - count as u64, &[]);
            return (start..start + count as u64).collect();
        }
        let mut cells = std::collections::BTreeSet::new();
        while cells.len() < count {
            cells.insert(biased(rng, 1, 10_000, &[1, 2, 9_999]));
        }
        let mut cells: Vec<u64> = cells.into_iter().collect();
        rng.shuffle(&mut cells);
        cells
    }

    /// Staircase nim: from the right, each pair of chessmen is a Nim heap of the cells between
    /// them (the leftmost, when alone, pairs with the wall before cell 1).
    fn reference(&mut self, cells: &Vec<u64>) -> String {
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        let mut nim_sum = 0;
        for right in (0..sorted.len()).rev().step_by(2) {
            let left = if right == 0 { 0 } else { sorted[right - 1] };
            nim_sum ^= sorted[right] - left - 1;
        }
        VERDICTS.say(nim_sum != 0)
    }

    /// Three chessmen, the third on cell 1 unless `--fix z=…` says otherwise; no two share a
    /// cell.
    fn table(&self) -> Option<Table<Vec<u64>>> {
        Some(Table {
            parameters: vec![
                Parameter::new("x", 1),
                Parameter::new("y", 1),
                Parameter::new("z", 1),
            ],
            case: |values| {
                let distinct =
                    values[0] != values[1] && values[1] != values[2] && values[0] != values[2];
                distinct.then(|| values.to_vec())
            },
            mover_wins: |answer| VERDICTS.mover_wins(answer),
        })
    }

    fn shrink(&self, cells: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut candidates = shrink_list(cells, 1, 1);
        candidates.retain(|c| Chessmen::defined(c));
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        if sorted != *cells {
            candidates.push(sorted);
        }
        candidates
    }

    fn enumerate(&self, bound: u64) -> Vec<Vec<u64>> {
        let mut all = Vec::new();
        for set in 1u64..1 << bound {
            let cells: Vec<u64> = (0..bound)
                .filter(|i| set >> i & 1 == 1)
                .map(|i| i + 1)
                .collect();
            if cells.len() >= 2 {
                all.push(cells.iter().rev().copied().collect());
            }
            all.push(cells);
        }
        all
    }

    fn parse(&self, input: &[u8]) -> Result<Parsed<Vec<u64>>, String> {
        Self::INPUT.parse_checking(input, |cells, outside| {
            outside.check(Chessmen::defined(cells), || {
                "two chessmen share a cell".to_string()
            });
        })
    }

    /// Chessmen on one cell, or on cell 0, are no position of the game.
    fn feasible(&self, cells: &Vec<u64>) -> bool {
        Chessmen::feasible(cells)
    }
}
