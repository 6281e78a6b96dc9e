//! POJ 2311, Cutting Game: lines `W H` (2 <= W, H <= 200) until the end of the input; a move cuts
//! one piece of paper in two along a grid line, and whoever first cuts out a 1 × 1 piece wins.
//! `WIN` if the first player wins, else `LOSE`.
//!
//! The brute force plays the raw rule: a position is the multiset of pieces on the table, every
//! cut of every piece is a move, and a cut that leaves a 1 × 1 piece ends the game. It knows
//! nothing of which cuts are sensible, so it reaches only small sheets (see [`REACH`]).

use super::tuples::{TupleFrame, TupleInput};
use crate::games::cutting::{piece, Cutting};
use crate::input::Verdicts;
use crate::random::biased;
use crate::search::Solver;
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// The longest side the brute force answers quickly, by the shorter side (index 0 unused): at
/// most about 40 ms in an optimised build and 0.3 s in a debug one from an empty memo (measured:
/// 4 × 20, 6 × 14 and 9 × 10 are the slowest; 10 × 10 takes 0.8 s in debug, 6 × 15 0.7 s). The
/// positions multiply with the sheet's area, fastest for squarish sheets. A 1 × k strip is won
/// by its first cut. Never larger for a larger shorter side, so that shrinking a side stays
/// within reach.
pub const REACH: [u64; 10] = [0, 200, 40, 40, 20, 18, 14, 12, 10, 10];

/// The statement's largest side.
const MAX_SIDE: u64 = 200;

/// [`Spec::enumerate`]`(bound)`: every `W, H` in `2..=bound`; and, to reach the longer
/// strips where the losing sheets thin out, every `2 × h` and `3 × h` sheet, either way round,
/// with `h` in `bound + 1..=4 · bound` (within [`REACH`]).
pub struct Poj2311 {
    search: Solver<Cutting>,
    /// The exact reference's table, filled when first needed.
    sensible_grundy: Option<Vec<Vec<u64>>>,
}

impl Default for Poj2311 {
    fn default() -> Self {
        Poj2311 {
            search: Solver::new(Cutting),
            sensible_grundy: None,
        }
    }
}

/// The Grundy value of every sheet up to 200 × 200 when no cut leaves a side of 1 (for the
/// exact reference only).
fn sensible_cut_values() -> Vec<Vec<u64>> {
    let top = MAX_SIDE as usize;
    let mut grundy = vec![vec![0u64; top + 1]; top + 1];
    for w in 2..=top {
        for h in 2..=top {
            let across = (2..=w - 2).map(|cut| grundy[cut][h] ^ grundy[w - cut][h]);
            let along = (2..=h - 2).map(|cut| grundy[w][cut] ^ grundy[w][h - cut]);
            // The mex: a value is at most the number of options.
            let mut taken = vec![false; w + h];
            for value in across.chain(along) {
                if let Some(slot) = taken.get_mut(value as usize) {
                    *slot = true;
                }
            }
            grundy[w][h] = taken.iter().position(|&t| !t).expect("a free value") as u64;
        }
    }
    grundy
}

impl Poj2311 {
    fn first_player_wins(&mut self, (width, height): (u64, u64)) -> bool {
        let sheet = piece(side(width), side(height));
        self.search.wins(&vec![sheet])
    }
}

/// A side the brute force handles (see [`Spec::feasible`]).
fn side(value: u64) -> u8 {
    u8::try_from(value).expect("a feasible side fits in a byte")
}

const VERDICTS: Verdicts = Verdicts {
    win: "WIN",
    lose: "LOSE",
};

impl Spec for Poj2311 {
    /// `[W, H]`: the sheet's sides.
    type Case = [u64; 2];
    type Input = TupleInput<2>;
    const INPUT: TupleInput<2> =
        TupleInput::new(TupleFrame::UntilEnd, ["W", "H"], 2..=MAX_SIDE, "2..=200");
    const NAME: &'static str = "poj-2311";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 9;

    /// Strips and squarish sheets within [`REACH`]; half the time a losing sheet, when the
    /// range holds one, found by the search itself (the rarer answer: after 2 × 2, 2 × 3 and
    /// 3 × 3, the next are 2 × 7, 3 × 7 and 7 × 7).
    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> [u64; 2] {
        let shortest_max = scale.pick([2, 3, 3, 4, 5, 6, 7, 8, 9, 9]);
        let longest_max = scale.pick([3, 4, 6, 8, 10, 14, 20, 28, 40, 40]);
        let short = biased(rng, 2, shortest_max, &[]);
        let top = longest_max.min(REACH[short as usize]).max(short);
        let mut long = biased(rng, short, top, &[]);
        if rng.bool() {
            let mut candidates: Vec<u64> = (short..=top).collect();
            rng.shuffle(&mut candidates);
            if let Some(losing) = candidates
                .into_iter()
                .find(|&long| !self.first_player_wins((short, long)))
            {
                long = losing;
            }
        }
        if rng.bool() {
            [long, short]
        } else {
            [short, long]
        }
    }

    /// The statement bounds no line count: 10^5 lines, every side up to 200.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<[u64; 2]> {
        let cases = (0..100_000).map(|_| [rng.u64(2..=MAX_SIDE), rng.u64(2..=MAX_SIDE)]);
        MaxInput {
            cases: cases.collect(),
            shape: "10^5 lines, W, H <= 200",
        }
    }

    fn answer(&mut self, &[w, h]: &[u64; 2]) -> String {
        VERDICTS.say(self.first_player_wins((w, h)))
    }

    /// Sheets anywhere up to 200 × 200, strips of 2 and 3 and the largest sides more often.
    fn full_range_case(&mut self, rng: &mut Rng) -> [u64; 2] {
        let side = |rng: &mut Rng| biased(rng, 2, MAX_SIDE, &[2, 3, 7, MAX_SIDE]);
        [side(rng), side(rng)]
    }

    /// Sprague–Grundy with the insight the brute force lacks: whoever leaves a 1 × k piece
    /// loses at once, so sensible cuts leave both parts at least 2 wide, a sheet is the sum of
    /// its two parts, and the first player wins iff the sheet's value is not 0. The table is
    /// filled once, up to 200 × 200.
    fn reference(&mut self, &[w, h]: &[u64; 2]) -> String {
        let grundy = self.sensible_grundy.get_or_insert_with(sensible_cut_values);
        let first = grundy[w as usize][h as usize] != 0;
        VERDICTS.say(first)
    }

    fn table(&self) -> Option<Table<[u64; 2]>> {
        Some(Self::INPUT.table(|answer| VERDICTS.mover_wins(answer)))
    }

    fn enumerate(&self, bound: u64) -> Vec<[u64; 2]> {
        let squarish = Self::INPUT.all_up_to(bound);
        let longest = (4 * bound).min(REACH[3]);
        let strips = (bound.max(1) + 1..=longest)
            .flat_map(|h| [2, 3].map(|short| [[short, h], [h, short]]))
            .flatten();
        squarish.into_iter().chain(strips).collect()
    }

    /// The rules also cover a 1 × k strip (k >= 2): its first cut can leave a 1 × 1 piece.
    /// They do not cover a 1 × 1 sheet (no cut at all, and nothing to cut out) nor a side of 0.
    fn feasible(&self, &[w, h]: &[u64; 2]) -> bool {
        let (short, long) = (w.min(h), w.max(h));
        (1..REACH.len() as u64).contains(&short) && long >= 2 && long <= REACH[short as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statements_sample() {
        let mut cutting = Poj2311::default();
        let answers: Vec<bool> = [(2, 2), (3, 2), (4, 2)]
            .into_iter()
            .map(|sheet| cutting.first_player_wins(sheet))
            .collect();
        assert_eq!(answers, [false, false, true]);
    }

    #[test]
    fn the_input_runs_to_the_end_of_the_file() {
        let mut cutting = Poj2311::default();
        let parsed = cutting.parse(b"2 2\r\n3\t2\n\n4 2").unwrap();
        assert_eq!(parsed.outside_statement, None);
        assert_eq!(cutting.expected(&parsed.cases), "LOSE\nLOSE\nWIN\n");
        assert!(cutting.parse(b"2 2\n3").is_err(), "a line cut short");
        assert!(cutting.parse(b"2 -2\n").is_err());
        let thin = cutting.parse(b"1 5\n").unwrap();
        assert!(thin.outside_statement.unwrap().contains("W = 1"));
        assert!(cutting.feasible(&thin.cases[0]));
        let unit = cutting.parse(b"1 1\n").unwrap();
        assert!(unit.outside_statement.is_some() && !cutting.feasible(&unit.cases[0]));
        let wide = cutting.parse(b"2 201\n").unwrap().outside_statement;
        assert!(wide.unwrap().contains("H = 201"));
    }

    #[test]
    fn the_first_cut_wins_a_strip_of_one() {
        let mut cutting = Poj2311::default();
        assert!(cutting.first_player_wins((1, 2)));
        assert!(cutting.first_player_wins((200, 1)));
    }
}
