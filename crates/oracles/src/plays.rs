//! How a spec names a game of `moves` that its case's values play, in one line.

/// In a spec's `impl Problem`, the game its cases play and the values that make a position:
/// `oracles::plays!(bash::Bash(n, m));` is the problem's [`crate::Problem::GAME`]
/// (`games::bash::explore`), and its `wins` and `feasible` by `Bash`'s `mover_wins` and
/// `feasible` on the case's `n` and `m`. Each value is a number or a list, as the game's
/// functions take it ([`crate::format::Field`]). The spec's struct holds the game:
/// `pub struct Hdu1846(games::bash::Bash);`.
///
/// `oracles::plays!(lasker::Lasker(s), with theory);` also makes the spec's
/// [`crate::Problem::reference`] the game's `mover_wins_by_theory` on the same values: its
/// closed form, checked against its search in `moves`' own tests, which answers the whole range
/// of a statement where the search answers only small positions.
///
/// Where the answer is said from the winning moves (how many, each, the first), `oracles::plays!(
/// nim::Nim(N), with theory, answer from moves by count);` also makes the spec's `answer`
/// `count(case, moves)` with the moves the search finds (the game's `winning_moves`), and its
/// `reference` the same with the moves its theory finds (`winning_moves_by_theory`): the spec
/// says only how moves are printed, once.
///
/// A problem whose position is built from its case in some other way writes those three
/// items itself.
#[macro_export]
macro_rules! plays {
    (
        $module:ident :: $game:ident ( $($value:ident),+ ), with theory,
        answer from moves by $say:path
    ) => {
        $crate::plays!($module::$game($($value),+));

        fn answer(&mut self, case: &$crate::Case) -> String {
            let game: &mut $crate::games::$module::$game = &mut self.0;
            $say(case, game.winning_moves($(case.field(stringify!($value))),+))
        }

        fn reference(&mut self, case: &$crate::Case) -> Option<String> {
            let moves = $crate::games::$module::$game::winning_moves_by_theory(
                $(case.field(stringify!($value))),+
            );
            Some($say(case, moves))
        }
    };
    ($module:ident :: $game:ident ( $($value:ident),+ ), with theory) => {
        $crate::plays!($module::$game($($value),+));

        fn reference(&mut self, case: &$crate::Case) -> Option<String> {
            let wins = $crate::games::$module::$game::mover_wins_by_theory(
                $(case.field(stringify!($value))),+
            );
            Some(Self::say(wins))
        }
    };
    ($module:ident :: $game:ident ( $($value:ident),+ )) => {
        const GAME: Option<$crate::GameOf> = Some($crate::games::$module::explore);

        fn wins(&mut self, case: &$crate::Case) -> bool {
            // Named, so that a struct holding another game does not compile.
            let game: &mut $crate::games::$module::$game = &mut self.0;
            game.mover_wins($(case.field(stringify!($value))),+)
        }

        fn feasible(&self, case: &$crate::Case) -> bool {
            $crate::games::$module::$game::feasible($(case.field(stringify!($value))),+)
        }
    };
}
