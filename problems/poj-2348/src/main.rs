//! POJ 2348, Euclid's Game: with s ≤ l, Stan (to move) loses iff s < l < φs, in integers
//! l(l − s) < s² (`common::euclid`).

use common::euclid::mover_wins;
use common::io::{bad_input, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

/// The numbers are below 2^31.
const LIMIT: u32 = 1 << 31;

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    // A line `0 0` ends the input; so does its end without the terminator.
    while !scanner.is_empty() {
        input! { from &mut scanner, a: Num<u32>, b: Num<u32> }
        if a == 0 && b == 0 {
            break;
        }
        if a == 0 || b == 0 || a >= LIMIT || b >= LIMIT {
            bad_input(format_args!(
                "read {a} {b}; the statement's numbers are positive and below 2^31"
            ));
        }
        let stan_wins = mover_wins(u64::from(a), u64::from(b));
        output.write_all(if stan_wins {
            b"Stan wins\n"
        } else {
            b"Ollie wins\n"
        })?;
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
oracles::prove_solve!(spec::Poj2348);
