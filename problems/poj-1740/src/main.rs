//! POJ 1740, A New Stone Game: Alice loses exactly when the piles pair up into equal pairs.

use common::io::{Num, Scanner};
use common::pairing::all_paired;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    let mut piles = Vec::new();
    // `0` ends the input; so does its end without the terminator.
    while !scanner.is_empty() {
        input! { from &mut scanner, count: Num<usize> }
        if count == 0 {
            break;
        }
        scanner.read_numbers_into::<u64>(count, &mut piles);
        // An empty pile takes no part in the game: it can be neither picked nor given stones.
        // (The statement allows one; `1 0` is a loss for Alice, not an unpaired pile.)
        piles.retain(|&pile| pile > 0);
        let alice_wins = !all_paired(&mut piles);
        // Up to 10^5 lines: a plain write, as `writeln!`'s formatting would cost more than
        // reading the line.
        output.write_all(if alice_wins { b"1\n" } else { b"0\n" })?;
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
oracles::prove_solve!(spec::Poj1740);
