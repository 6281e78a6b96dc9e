//! HDU 1846, Brave Game: the Bash game. The first player wins iff n mod (m + 1) is non-zero.

use common::bash::first_player_wins;
use common::io::{ensure_at_least, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, cases: Num<usize> }
    for _ in 0..cases {
        input! { from &mut scanner, stones: Num<u64>, max_take: Num<u64> }
        // A take limit of 0 leaves no move at all: outside the statement, not a Bash game.
        let max_take = ensure_at_least("m", max_take, 1);
        let winner = if first_player_wins(stones, max_take) {
            "first"
        } else {
            "second"
        };
        writeln!(output, "{winner}")?;
    }
    Ok(())
}

fn main() {
    common::io::run(solve);
}

#[cfg(test)]
#[path = "../spec.rs"]
mod spec;
#[cfg(test)]
oracles::prove_solve!(spec::Hdu1846);
