//! HDU 5795, A Simple Nim: Nim where a heap may also be split into three non-empty heaps. The
//! first player wins iff the XOR of the heaps' Grundy values is non-zero, where a heap of s is
//! worth s, except s − 1 for s ≡ 0 and s + 1 for s ≡ 7 (mod 8).

use common::io::{ensure_at_least, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

/// The Grundy value of one heap of `s` candies: the swap of 8k + 7 and 8k + 8, found by the
/// search (`cargo make sg hdu-5795`) and proven in the README.
fn heap_value(s: u64) -> u64 {
    match s % 8 {
        0 if s > 0 => s - 1,
        7 => s + 1,
        _ => s,
    }
}

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, cases: Num<usize> }
    for _ in 0..cases {
        input! { from &mut scanner, heaps: Num<usize> }
        ensure_at_least("n", heaps, 1);
        // Streamed: up to 10^6 heaps a case, and only their XOR matters.
        let mut sum = 0;
        for _ in 0..heaps {
            // s_i <= 10^9: read as u32, so a larger heap is a clean "bad input".
            input! { from &mut scanner, heap: Num<u32> }
            sum ^= heap_value(u64::from(heap));
        }
        let winner = if sum != 0 { "First" } else { "Second" };
        writeln!(output, "{winner} player wins.")?;
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
oracles::prove_solve!(spec::Hdu5795);
