//! HDU 1907, John: misère Nim (who eats the last M&M loses). With every heap of size 1, John wins
//! iff their number is even; otherwise iff the nim sum is non-zero.

use common::io::{Num, Scanner};
use common::misere::misere_nim_first_player_wins;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, cases: Num<usize> }
    let mut heaps = Vec::new();
    for _ in 0..cases {
        input! { from &mut scanner, count: Num<usize> }
        scanner.read_numbers_into::<u64>(count, &mut heaps);
        let winner = if misere_nim_first_player_wins(&heaps) {
            "John"
        } else {
            "Brother"
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
oracles::prove_solve!(spec::Hdu1907);
