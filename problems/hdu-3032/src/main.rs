//! HDU 3032, Nim or not Nim?: Lasker's nim. Alice wins iff the XOR of the heaps' Grundy values
//! is non-zero.

use common::io::{Num, Scanner};
use common::lasker::lasker_grundy;
use common::nim::nim_sum;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, cases: Num<usize> }
    for _ in 0..cases {
        input! { from &mut scanner, heaps: Num<usize> }
        // Streamed: up to 10^6 heaps a case, and only their XOR matters.
        let values = (0..heaps).map(|_| {
            // s_i <= 2^31 - 1: read as u32, so that a larger heap is a clean "bad input" (the
            // value of u64::MAX would not fit in u64).
            input! { from &mut scanner, heap: Num<u32> }
            lasker_grundy(u64::from(heap))
        });
        let winner = if nim_sum(values) != 0 { "Alice" } else { "Bob" };
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
oracles::prove_solve!(spec::Hdu3032);
