//! HDU 1564, Play a game: a stone walks on an n × n board, never onto a visited square. The
//! first player (8600) wins iff n is even: the board then splits into dominoes, and 8600 always
//! moves to the other half of the stone's domino; for odd n, the second player does the same
//! with a tiling of every square but the starting corner.

use common::io::{Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    // Boards until a line `0`; the end of the input without it ends them too.
    while !scanner.is_empty() {
        input! { from &mut scanner, n: Num<u32> }
        if n == 0 {
            break;
        }
        let winner = if n % 2 == 0 { "8600" } else { "ailyanlu" };
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
oracles::prove_solve!(spec::Hdu1564);
