//! A module in its own file that reads with the crate's `#[macro_use]` macros.

pub fn cases() -> usize {
    input! { c: usize }
    c
}
