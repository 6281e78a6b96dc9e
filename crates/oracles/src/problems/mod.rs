//! One [`crate::Problem`] per judge problem: its input format, its statement's bounds, random
//! and exhaustive cases, and its answers from the game in [`crate::games`].

mod hdu_1536;
mod hdu_1846;
mod hdu_1848;
mod hdu_1850;
mod hdu_1907;
mod hdu_2147;
mod hdu_2149;
mod hdu_2516;
mod hdu_3032;
mod lists;
mod luogu_p1247;
mod luogu_p2197;
mod poj_1067;
mod poj_1704;
mod poj_1740;

pub use hdu_1536::{Hdu1536, SNimCase};
pub use hdu_1846::{BashCase, Hdu1846};
pub use hdu_1848::Hdu1848;
pub use hdu_1850::Hdu1850;
pub use hdu_1907::Hdu1907;
pub use hdu_2147::{BoardCase, Hdu2147};
pub use hdu_2149::{AuctionCase, Hdu2149};
pub use hdu_2516::Hdu2516;
pub use hdu_3032::Hdu3032;
pub use luogu_p1247::LuoguP1247;
pub use luogu_p2197::LuoguP2197;
pub use poj_1067::Poj1067;
pub use poj_1704::Poj1704;
pub use poj_1740::Poj1740;

use crate::input::Outside;

/// Marks an input with no case at all as outside the statement: every statement has at least
/// one, and a solution may equally print nothing or reject it.
fn require_a_case<C>(cases: &[C], outside: &mut Outside) {
    outside.check(!cases.is_empty(), || "the input holds no case".to_string());
}

/// Splits `cases` into the judge's `T` limit for rendering.
fn assert_batch(len: usize, max: usize, name: &str) {
    assert!(
        len <= max,
        "{name} takes at most {max} cases in one input, not {len}"
    );
}
