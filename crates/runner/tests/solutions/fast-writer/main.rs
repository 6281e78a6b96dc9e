//! Output through a locked, buffered stdout and `write!`, one answer a line; `std::fmt::Write`
//! into a String as well.

use proconio::input;
use std::fmt::Write as _;
use std::io::{self, BufWriter, Write};

fn main() {
    input! { n: usize, a: [u64; n] }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut line = String::new();
    for (i, x) in a.iter().enumerate() {
        writeln!(out, "{} {}", i, x * x).unwrap();
        write!(line, "{}{}", if i > 0 { "-" } else { "" }, x).unwrap();
    }
    writeln!(out, "{}", line).unwrap();
    out.flush().unwrap();
}
