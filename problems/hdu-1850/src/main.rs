//! HDU 1850: Nim; print how many first moves win (one per pile whose size exceeds
//! pile XOR nim-sum).

use common::io::{Num, Scanner};
use common::nim::count_winning_moves;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    let mut piles = Vec::new();
    // `M = 0` ends the input; so does its end without the terminator.
    while !scanner.is_empty() {
        input! { from &mut scanner, count: Num<usize> }
        if count == 0 {
            break;
        }
        scanner.read_numbers_into::<u64>(count, &mut piles);
        writeln!(output, "{}", count_winning_moves(&piles))?;
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
oracles::prove_solve!(spec::Hdu1850);
