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
        piles.clear();
        for _ in 0..count {
            input! { from &mut scanner, pile: Num<u64> }
            piles.push(pile);
        }
        let alice_wins = !all_paired(&mut piles);
        writeln!(output, "{}", u8::from(alice_wins))?;
    }
    Ok(())
}

fn main() {
    common::io::run(solve);
}
