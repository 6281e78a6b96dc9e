//! Test-only parts inside a tuple struct and before a turbofish call: the bundler used to cut
//! `struct S(#[cfg(test)] HashMap<u8, u8>, u8);` to `struct S( u8>, u8);` and
//! `#[cfg(test)] g::<u8, u16>(); h();` to ` u16>(); h();`.

use proconio::input;
#[cfg(test)]
use std::collections::HashMap;

struct S(#[cfg(test)] HashMap<u8, u8>, u8);

#[allow(dead_code)]
fn g<A, B>() {}

fn h(s: &S) -> u8 {
    let S(.., x) = s;
    x * 2
}

enum Shape {
    #[cfg(test)]
    Probe(Vec<(u8, u8)>, u8),
    Square(u8),
}

fn main() {
    input! { x: u8 }
    let s = S(x);
    #[cfg(test)]
    g::<u8, u16>();
    let doubled = h(&s);
    let shape = Shape::Square(doubled);
    match shape {
        #[cfg(test)]
        Shape::Probe(_, n) => println!("{}", n),
        Shape::Square(n) => println!("{}", n),
    }
}
