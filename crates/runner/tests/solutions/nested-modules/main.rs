//! Inline modules, nested, with private and `pub(crate)` items, `super` and `self` paths.

mod game {
    pub mod rules {
        pub(crate) fn losing(n: u64, m: u64) -> bool {
            super::helpers::modulo(n, m + 1) == 0
        }
    }

    mod helpers {
        pub fn modulo(a: u64, b: u64) -> u64 {
            a % b
        }
    }

    pub(crate) use self::rules::losing;
}

mod output {
    use super::game;

    pub fn verdict(n: u64, m: u64) -> &'static str {
        if game::losing(n, m) {
            "second"
        } else {
            "first"
        }
    }
}

use proconio::input;

fn main() {
    input! { c: usize, cases: [(u64, u64); c] }
    for (n, m) in cases {
        println!("{}", output::verdict(n, m));
    }
}
