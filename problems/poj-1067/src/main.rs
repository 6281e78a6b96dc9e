//! POJ 1067: Wythoff's game. The mover loses exactly on the cold pairs (⌊kφ⌋, ⌊kφ⌋ + k).

use common::io::{Num, Scanner};
use common::wythoff::is_cold;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    while !scanner.is_empty() {
        input! { from &mut scanner, a: Num<u64>, b: Num<u64> }
        writeln!(output, "{}", u8::from(!is_cold(a, b)))?;
    }
    Ok(())
}

fn main() {
    common::io::run(solve);
}
