//! A struct borrowing the input, with lifetimes, and an Iterator of its own.

use proconio::input;

struct Runs<'a> {
    values: &'a [u32],
    at: usize,
}

impl<'a> Iterator for Runs<'a> {
    type Item = &'a [u32];

    fn next(&mut self) -> Option<&'a [u32]> {
        if self.at >= self.values.len() {
            return None;
        }
        let start = self.at;
        while self.at < self.values.len() && self.values[self.at] == self.values[start] {
            self.at += 1;
        }
        Some(&self.values[start..self.at])
    }
}

fn longest<'a>(a: &'a str, b: &'a str) -> &'a str {
    if b.len() > a.len() {
        b
    } else {
        a
    }
}

fn main() {
    input! { n: usize, v: [u32; n], a: String, b: String }
    let runs: Vec<usize> = Runs { values: &v, at: 0 }.map(<[u32]>::len).collect();
    println!("{:?} {}", runs, longest(&a, &b));
}
