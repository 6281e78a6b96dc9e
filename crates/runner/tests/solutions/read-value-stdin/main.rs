//! `read_value!` and `is_stdin_empty()`: read pairs until the input ends.

use proconio::{input, is_stdin_empty, read_value};

fn main() {
    let mut answers = Vec::new();
    while !is_stdin_empty() {
        let a = read_value!(u64);
        input! { b: u64 }
        answers.push(if a.max(b) % (a.min(b) + 1) == 0 { 0 } else { 1 });
    }
    let text: Vec<String> = answers.iter().map(u8::to_string).collect();
    println!("{}", text.join(" "));
}
