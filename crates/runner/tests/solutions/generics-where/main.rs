//! Generic functions with where-clauses, trait bounds and associated types.

use proconio::input;
use std::fmt::Display;
use std::ops::{Add, Mul};

fn dot<T>(a: &[T], b: &[T]) -> T
where
    T: Copy + Default + Add<Output = T> + Mul<Output = T>,
{
    a.iter().zip(b).fold(T::default(), |acc, (&x, &y)| acc + x * y)
}

fn join<I>(items: I, separator: &str) -> String
where
    I: IntoIterator,
    I::Item: Display,
{
    items
        .into_iter()
        .map(|item| item.to_string())
        .collect::<Vec<_>>()
        .join(separator)
}

struct Pair<A, B> {
    left: A,
    right: B,
}

impl<A: Display, B: Display> Pair<A, B> {
    fn show(&self) -> String {
        format!("({}, {})", self.left, self.right)
    }
}

fn main() {
    input! {
        n: usize,
        a: [i64; n],
        b: [i64; n],
    }
    println!("{}", dot(&a, &b));
    println!("{}", join(a.iter().rev(), ","));
    let pair = Pair { left: n, right: "x" };
    println!("{}", pair.show());
}
