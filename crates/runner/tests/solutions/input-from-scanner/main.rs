//! The workspace's own style: `input!` from common's `Scanner`, `Num<T>`, `common::io::run`.

use common::io::{Num, Scanner};
use common::wythoff::is_cold;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    while !scanner.is_empty() {
        input! { from &mut scanner, a: Num<u64>, b: Num<u64> }
        output.write_all(if is_cold(a, b) { b"0\n" } else { b"1\n" })?;
    }
    Ok(())
}

fn main() {
    common::io::run(solve);
}
