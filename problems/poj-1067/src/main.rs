//! POJ 1067: Wythoff's game. The mover loses exactly on the cold pairs (⌊kφ⌋, ⌊kφ⌋ + k).

use common::io::{Num, Scanner};
use common::wythoff::is_cold;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    while !scanner.is_empty() {
        input! { from &mut scanner, a: Num<u64>, b: Num<u64> }
        // Up to 10^5 lines: a plain write, as `writeln!`'s formatting would cost more than
        // reading the line.
        output.write_all(if is_cold(a, b) { b"0\n" } else { b"1\n" })?;
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
oracles::prove_solve!(spec::Poj1067);
