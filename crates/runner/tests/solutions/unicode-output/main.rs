//! Output in Chinese, as Luogu's problems ask, and char arithmetic.

use proconio::input;
use proconio::marker::Chars;

fn main() {
    input! { k: usize, piles: [u64; k], name: Chars }
    let x = piles.iter().fold(0, |acc, p| acc ^ p);
    let shifted: String = name
        .iter()
        .map(|&c| ((c as u8 - b'a' + 1) % 26 + b'a') as char)
        .collect();
    println!("{}", if x == 0 { "先手必败" } else { "先手必胜" });
    println!("{} {}", shifted, '胜'.len_utf8());
}
