//! One [`crate::Problem`] per judge problem: its input format, its statement's bounds, random
//! and exhaustive cases, and its answers from the game in [`crate::games`].

/// Every problem of the workspace, one line each: `module::Type`, in the order of the README's
/// table. This list is the registry every tool reads (`NAMES`, [`crate::with_problem`]):
/// `cargo make new` adds a line here, and nothing else names a problem.
macro_rules! registry {
    ($($module:ident::$problem:ident),* $(,)?) => {
        $(mod $module; pub use $module::*;)*

        /// The package names of every registered problem, in the registry's order.
        pub const NAMES: &[&str] = &[$(<$problem as crate::Problem>::NAME),*];

        /// Runs `visitor` with the problem called `name`; `None` for an unknown name.
        pub fn with_problem<V: crate::Visitor>(name: &str, visitor: V) -> Option<V::Output> {
            $(if name == <$problem as crate::Problem>::NAME {
                return Some(visitor.visit::<$problem>());
            })*
            None
        }
    };
}

pub mod lists;
pub mod tuples;

registry! {
    luogu_p2197::LuoguP2197,
    luogu_p1247::LuoguP1247,
    hdu_1846::Hdu1846,
    hdu_2149::Hdu2149,
    hdu_2147::Hdu2147,
    hdu_2516::Hdu2516,
    hdu_1850::Hdu1850,
    poj_1740::Poj1740,
    poj_1704::Poj1704,
    poj_1067::Poj1067,
    hdu_3032::Hdu3032,
    hdu_1536::Hdu1536,
    hdu_1848::Hdu1848,
    hdu_1907::Hdu1907,
    poj_2311::Poj2311,
    hdu_1517::Hdu1517,
}

use crate::input::Outside;

/// Marks an input with no case at all as outside the statement: every statement has at least
/// one, and a solution may equally print nothing or reject it.
fn require_a_case<C>(cases: &[C], outside: &mut Outside) {
    outside.check(!cases.is_empty(), || "the input holds no case".to_string());
}
