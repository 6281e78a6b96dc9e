//! HDU 1517, A Multiplication Game: one `n` per line (1 < n < 4294967295) until the end of the
//! input; p starts at 1, Stan and then Ollie in turn multiply p by one of 2..=9, and whoever first
//! makes p >= n wins. `Stan wins.` or `Ollie wins.`
//!
//! The brute force plays [`MultiplicationRules`], the game on m = ⌈n / p⌉: the values of m met
//! from n are ⌈n / p⌉ for p a product of 2, 3, 5 and 7 (6 623 of them below 2^32 − 1, and 85 348
//! below 2^64), so the search covers every n the statement allows, and beyond, and one memo
//! serves every line.

use super::tuples::{TupleFrame, TupleInput};
use crate::games::multiplication::MultiplicationRules;
use crate::input::Verdicts;
use crate::random::{biased, chance};
use crate::search::Solver;
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// The statement's largest n (it says n < 4294967295).
const MAX_N: u64 = 4_294_967_294;

/// Where the winner changes, up to `max`: 9 · 18^j (the last n of a run Stan wins) and 18^j for
/// j >= 1 (the last n of a run Ollie wins); the next n starts the other run. Test data only, to
/// bias the random cases; the answers come from the search alone.
fn turning_points(max: u64) -> Vec<u64> {
    let mut points = Vec::new();
    let mut power = 1u64;
    while power <= max {
        points.extend([power, 9 * power]);
        power *= 18;
    }
    points.retain(|&n| (2..=max).contains(&n));
    points
}

/// [`Spec::enumerate`]`(bound)`: every `n` in `2..=bound`.
pub struct Hdu1517(Solver<MultiplicationRules>);

impl Default for Hdu1517 {
    fn default() -> Self {
        Hdu1517(Solver::new(MultiplicationRules))
    }
}

impl Hdu1517 {
    fn stan_wins(&mut self, n: u64) -> bool {
        self.0.wins(&n)
    }
}

const VERDICTS: Verdicts = Verdicts {
    win: "Stan wins.",
    lose: "Ollie wins.",
};

impl Spec for Hdu1517 {
    /// `[n]`: the target.
    type Case = [u64; 1];
    type Input = TupleInput<1>;
    const INPUT: TupleInput<1> =
        TupleInput::new(TupleFrame::UntilEnd, ["n"], 2..=MAX_N, "2..=4294967294");
    const NAME: &'static str = "hdu-1517";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 10_000;

    /// Near the places where the winner changes, half the time; the search answers the whole
    /// range at once, so the scale only widens it.
    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> [u64; 1] {
        let max = scale.pick([
            10, 20, 200, 4_000, 100_000, MAX_N, MAX_N, MAX_N, MAX_N, MAX_N,
        ]);
        let points = turning_points(max);
        let near = points[rng.usize(0..points.len())];
        [biased(rng, 2, max, &[near, near + 1])]
    }

    /// The statement bounds no line count: 10^5 lines, a quarter of them at a turning point or
    /// next to one, which uniform draws would almost never hit.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<[u64; 1]> {
        let points = turning_points(MAX_N);
        let cases = (0..100_000).map(|_| {
            if chance(rng, 1, 4) {
                let near = points[rng.usize(0..points.len())];
                [(near + rng.u64(0..=1)).min(MAX_N)]
            } else {
                [rng.u64(2..=MAX_N)]
            }
        });
        MaxInput {
            cases: cases.collect(),
            shape: "10^5 lines, n < 2^32 - 1",
        }
    }

    fn answer(&mut self, &[n]: &[u64; 1]) -> String {
        VERDICTS.say(self.stan_wins(n))
    }

    /// The turning points and their neighbours, and where `int` and `unsigned` run out.
    fn full_range_case(&mut self, rng: &mut Rng) -> [u64; 1] {
        let points = turning_points(MAX_N);
        let near = points[rng.usize(0..points.len())];
        [biased(
            rng,
            2,
            MAX_N,
            &[near, near + 1, (1 << 31) - 1, 1 << 31],
        )]
    }

    fn table(&self) -> Option<Table<[u64; 1]>> {
        Some(Self::INPUT.table(|answer| VERDICTS.mover_wins(answer)))
    }

    fn enumerate(&self, bound: u64) -> Vec<[u64; 1]> {
        Self::INPUT.all_up_to(bound)
    }

    /// The rules cover every n >= 2. With n <= 1 the game is over before Stan moves, which the
    /// rules do not settle.
    fn feasible(&self, &[n]: &[u64; 1]) -> bool {
        n >= 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statements_sample() {
        let mut game = Hdu1517::default();
        let parsed = game.parse(b"162\n17\n34012226\n").unwrap();
        assert_eq!(parsed.outside_statement, None);
        assert_eq!(
            game.expected(&parsed.cases),
            "Stan wins.\nOllie wins.\nStan wins.\n"
        );
    }

    /// Stan wins n = 2..=9 with his first move; from 10 to 18 every first move leaves Ollie one
    /// that reaches n; 19 is the first n where Stan can leave Ollie a lost position.
    #[test]
    fn the_first_turns() {
        let mut game = Hdu1517::default();
        let stan: Vec<bool> = (2..=20).map(|n| game.stan_wins(n)).collect();
        let mut expected = vec![true; 8];
        expected.extend([false; 9]);
        expected.extend([true; 2]);
        assert_eq!(stan, expected);
    }

    #[test]
    fn targets_beyond_the_statement_are_played_exactly() {
        let mut game = Hdu1517::default();
        assert!(game.stan_wins(u64::MAX));
        let positions = game.0.positions_known();
        assert!(positions < 100_000, "{positions}");
    }

    #[test]
    fn the_input_runs_to_the_end_of_the_file() {
        let game = Hdu1517::default();
        let parsed = game.parse(b"162\r\n17\t34012226").unwrap();
        assert_eq!(parsed.cases, [[162], [17], [34_012_226]]);
        assert!(game.parse(b"162\nx\n").is_err());
        let one = game.parse(b"1\n").unwrap();
        assert!(one.outside_statement.is_some() && !game.feasible(&one.cases[0]));
        let big = game.parse(b"4294967295\n").unwrap();
        assert!(big.outside_statement.unwrap().contains("4294967295"));
        assert!(game.feasible(&big.cases[0]));
    }
}
