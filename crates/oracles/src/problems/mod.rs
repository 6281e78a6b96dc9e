//! One [`crate::Spec`] per judge problem: its input format, its statement's bounds, random
//! and exhaustive cases, and its answers from the game in [`crate::games`].

pub mod lists;
pub mod tuples;

// The registry: one line per problem, in alphabetical order (rustfmt keeps it), read by
// build.rs into `NAMES` and `with_problem`, which every tool goes through. A problem's spec is
// its module's type of the same name in CamelCase (`hdu_1846` → `Hdu1846`). `cargo make new`
// adds a line here.
mod hdu_1517;
mod hdu_1536;
mod hdu_1846;
mod hdu_1848;
mod hdu_1850;
mod hdu_1907;
mod hdu_2147;
mod hdu_2149;
mod hdu_2516;
mod hdu_3032;
mod luogu_p1247;
mod luogu_p2197;
mod poj_1067;
mod poj_1704;
mod poj_1740;
mod poj_2311;

include!(concat!(env!("OUT_DIR"), "/registry.rs"));

use crate::input::Outside;

/// Marks an input with no case at all as outside the statement: every statement has at least
/// one, and a solution may equally print nothing or reject it.
fn require_a_case<C>(cases: &[C], outside: &mut Outside) {
    outside.check(!cases.is_empty(), || "the input holds no case".to_string());
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_problem_has_its_game_in_the_catalogue() {
        for problem in super::NAMES {
            let game =
                crate::games::find(problem).unwrap_or_else(|| panic!("{problem} has no game"));
            assert!(game.about().problems.contains(problem));
        }
    }
}
