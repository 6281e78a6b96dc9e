//! POJ 1704, Georgia and Bob: staircase nim on the gaps between chessmen paired from the right.

use common::io::{bad_input, Num, Scanner};
use common::staircase::chessmen_nim_sum;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, cases: Num<usize> }
    let mut positions = Vec::new();
    for _ in 0..cases {
        input! { from &mut scanner, count: Num<usize> }
        scanner.read_numbers_into::<u64>(count, &mut positions);
        // Positions come in any order; two chessmen on one cell, or one on the edge, is no game.
        positions.sort_unstable();
        if positions.first() == Some(&0) {
            bad_input("read position 0; positions start at 1");
        }
        if let Some(pair) = positions.windows(2).find(|pair| pair[0] == pair[1]) {
            bad_input(format_args!("two chessmen share cell {}", pair[0]));
        }
        let winner = if chessmen_nim_sum(&mut positions) != 0 {
            "Georgia will win"
        } else {
            "Bob will win"
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
oracles::prove_solve!(spec::Poj1704);
