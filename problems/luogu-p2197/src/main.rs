//! Luogu P2197, Nim: `Yes` when the first player wins, i.e. the nim sum is non-zero.

use common::io::{Num, Scanner};
use common::nim::nim_sum;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, cases: Num<usize> }
    for _ in 0..cases {
        input! { from &mut scanner, piles: Num<usize> }
        // Streamed: the XOR needs no pile twice, so memory stays flat for any n.
        let piles = (0..piles).map(|_| {
            input! { from &mut scanner, pile: Num<u64> }
            pile
        });
        let verdict = if nim_sum(piles) != 0 { "Yes" } else { "No" };
        writeln!(output, "{verdict}")?;
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
oracles::prove_solve!(spec::LuoguP2197);
