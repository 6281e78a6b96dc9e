//! A trait with default methods, implemented for a few types; Display and operator impls.

use proconio::input;
use std::fmt;
use std::ops::Add;

trait Heap {
    fn size(&self) -> u64;

    fn grundy(&self) -> u64 {
        self.size()
    }

    fn describe(&self) -> String {
        format!("size {} grundy {}", self.size(), self.grundy())
    }
}

struct Plain(u64);
struct Lasker(u64);

impl Heap for Plain {
    fn size(&self) -> u64 {
        self.0
    }
}

impl Heap for Lasker {
    fn size(&self) -> u64 {
        self.0
    }

    fn grundy(&self) -> u64 {
        match self.0 % 4 {
            0 if self.0 > 0 => self.0 - 1,
            3 => self.0 + 1,
            _ => self.0,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Nimber(u64);

impl Add for Nimber {
    type Output = Nimber;

    fn add(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "*{}", self.0)
    }
}

fn main() {
    input! { n: usize, sizes: [u64; n] }
    let heaps: Vec<Box<dyn Heap>> = sizes
        .iter()
        .enumerate()
        .map(|(i, &s)| -> Box<dyn Heap> {
            if i % 2 == 0 {
                Box::new(Plain(s))
            } else {
                Box::new(Lasker(s))
            }
        })
        .collect();
    let mut total = Nimber(0);
    for heap in &heaps {
        println!("{}", heap.describe());
        total = total + Nimber(heap.grundy());
    }
    println!("{}", total);
}
