//! Luogu P1247: Nim with the first move. Print `lose`, or the lexicographically first winning
//! move ⟨pile, amount⟩ followed by the piles after it.

use common::io::{write_numbers, Num, Scanner};
use common::nim::first_winning_move;
use proconio::input;
use std::io::{self, BufRead, Write};

/// The statement's largest k.
const MAX_PILES: usize = 500_000;

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, k: Num<usize> }
    // Piles are at most 10^9, so u32 halves the memory the piles need. Room is reserved for at
    // most the statement's 5·10^5 piles: a larger count still works, growing as piles arrive.
    let mut piles: Vec<u32> = Vec::with_capacity(k.min(MAX_PILES));
    scanner.read_numbers_into(k, &mut piles);
    let win = match first_winning_move(&piles) {
        Some(win) => win,
        None => return writeln!(output, "lose"),
    };
    writeln!(output, "{} {}", win.take, win.pile + 1)?;
    // The take is at most the pile, so it fits in u32.
    piles[win.pile] -= win.take as u32;
    // Up to 5·10^5 numbers: `write_numbers` rather than `write!` for each, whose formatting
    // machinery would cost more than reading the input.
    write_numbers(output, piles.iter().copied())
}

fn main() {
    common::io::run(solve);
}

#[cfg(test)]
#[path = "../spec.rs"]
mod spec;
#[cfg(test)]
oracles::prove_solve!(spec::LuoguP1247);
