//! How a spec names a game of `moves` that its case's values play, in one line.

/// In a spec's `impl Problem`, the game its cases play and the values that make a position:
/// `oracles::plays!(bash::Bash(n, m));` is the problem's [`crate::Problem::GAME`]
/// (`games::bash::explore`), and its `wins` and `feasible` by `Bash`'s `mover_wins` and
/// `feasible` on the case's `n` and `m`. Each value is a number or a list, as the game's
/// functions take it ([`crate::format::Field`]). The spec's struct holds the game:
/// `pub struct Hdu1846(games::bash::Bash);`.
///
/// `oracles::plays!(lasker::Lasker(s), with theory);` also makes the spec's
/// [`crate::Problem::reference`] (and [`crate::Problem::wins_by_theory`]) the game's
/// `mover_wins_by_theory` on the same values: its
/// closed form, checked against its search in `moves`' own tests, which answers the whole range
/// of a statement where the search answers only small positions.
///
/// Where the answer is said from the winning moves (how many, each, the first), `oracles::plays!(
/// nim::Nim(N), with theory, answer from moves by count);` also makes the spec's `answer`
/// `count(case, moves)` with the moves the search finds (the game's `winning_moves`), and its
/// `reference` the same with the moves its theory finds (`winning_moves_by_theory`): the spec
/// says only how moves are printed, once.
///
/// `oracles::plays!(wythoff::Wythoff(a, b), with theory and sharp positions);` also makes the
/// spec's `full_range_case` start half its draws near the game's `sharp_positions`, where its
/// theory is easiest to get wrong ([`crate::problem::sharp_full_range_case`]).
///
/// Where each row of a group is a position of its own, answered on its own line or (`on one
/// line`) beside the others, `oracles::plays!(subtraction::Subtraction(s, h) for each row of m,
/// on one line, with theory);` plays each row's values (`h`) with the case's (`s`): `answer`
/// holds a verdict per row, `wins` is the first row's, `feasible` holds for every row (for a
/// case without rows, for the case's values and nothing, 0 or no values, for the row's), and
/// `reference` (`with theory`) asks the game's method `mover_wins_by_theory`, which may keep
/// what it computed for the case's values from one row to the next. It sets no `GAME`: the
/// game the tools explore is one instance (S-Nim's `explore_s_nim`), or none (a graph per case).
///
/// A problem whose position is built from its case in some other way writes those three
/// items itself.
///
/// A problem's own game, in `game.rs` beside its spec (`#[path = "game.rs"] mod game;`), is
/// played the same way: `oracles::plays!(own heaps game::SimpleNim(s));` for a heap game written
/// as one heap's options ([`crate::rules::HeapMoves`]), `oracles::plays!(own game::BoardWalk(n));`
/// for a game of positions ([`crate::rules::Rules`]). The spec's struct holds its search:
/// `pub struct Hdu5795(Searched<Heaps<game::SimpleNim>>);`. `GAME` is the game under the
/// problem's name, its rules the doc comment of its type; `feasible` is its search finishing
/// within [`crate::budget::CASE`] positions. Where the case's numbers are not the game's
/// directly, `by` names the function from one to the other: `plays!(own heaps
/// game::FunnyStones(S) by game::stones)`. A group of rows gives its rows' numbers one row
/// after another: boxes `(s c)*N` are `plays!(own game::Boxes(N))`, read as s₁ c₁ s₂ c₂ ….
///
/// `plays!(own heaps game::SimpleNim(s), with theory)` also makes the spec's `reference` (and
/// `wins_by_theory`) the game's [`crate::rules::HeapTheory`]: the XOR of the heaps' values by
/// its closed form. `plays!(own heaps … , with theory, answer first of game::moves, else
/// "-1 -1 -1")` answers with the first winning move instead: `game::moves` lists each move of
/// the case's numbers as the fields it prints and the numbers it leaves, in the statement's
/// order, and `answer` (by the search) and `reference` (by the theory) print the first after
/// which the rival loses ([`crate::own_game::first_move`]). `answer from game::moves, by say`
/// answers with every winning move instead, as the catalogue's games do: `say(case, moves)` is
/// given the printed fields of each, in the statement's order, and says how they are printed.
///
/// A game on a tree the case gives, `plays!(own tree game::RootedTree(N) from 1)`, builds its
/// position from the case's edges `N` rooted at vertex 1 ([`crate::rules::TreeRules`]); it
/// writes `wins`, `feasible` and `game_values` (each vertex's subtree value, for `sg NAME
/// --input`), and no `GAME`: each case gives its own tree.
#[macro_export]
macro_rules! plays {
    (
        own heaps $module:ident :: $game:ident ( $($value:ident),+ ) $(by $numbers:path)?,
        with theory, answer first of $moves:path, else $none:literal
    ) => {
        $crate::plays!(@moves $module::$game, $($value),+; $($numbers)?; $moves, every false,
            |_case: &$crate::Case, winning: $crate::own_game::Winning| {
                $crate::own_game::first_line(winning.next(), $none)
            });
    };
    (
        own heaps $module:ident :: $game:ident ( $($value:ident),+ ) $(by $numbers:path)?,
        with theory, answer from $moves:path, by $say:path
    ) => {
        $crate::plays!(@moves $module::$game, $($value),+; $($numbers)?; $moves, every true,
            |case: &$crate::Case, winning: $crate::own_game::Winning| $say(case, winning.collect()));
    };
    // An answer made of moves: `said` prints the winning ones (an iterator of their printed
    // fields, in the statement's order), found by the search in `answer` and by the theory in
    // `reference`; `feasible` asks the budget of the moves' positions the answer asks about,
    // each of them (`every true`) or those up to the first winning one.
    (
        @moves $module:ident :: $game:ident, $($value:ident),+; $($numbers:path)?;
        $moves:path, every $every:literal, $said:expr
    ) => {
        $crate::plays!(@own searched $crate::rules::Heaps<$module::$game>, $game, $($value),+; $($numbers)?);
        $crate::plays!(@heap theory $module::$game, $($value),+; $($numbers)?);

        fn feasible(&self, case: &$crate::Case) -> bool {
            let names = [$(stringify!($value)),+];
            // Counted before the numbers are copied: a case past the budget is not searched.
            if $crate::own_game::count_of(case, &names) > $crate::budget::CASE {
                return false;
            }
            let numbers = $crate::own_game::numbers_of(case, &names);
            let by = $crate::plays!(@by $($numbers)?);
            $crate::own_game::moves_within_budget(&self.0, $moves(&numbers), by, $every)
        }

        fn answer(&mut self, case: &$crate::Case) -> String {
            let numbers = $crate::own_game::numbers_of(case, &[$(stringify!($value)),+]);
            let by = $crate::plays!(@by $($numbers)?);
            let loses = $crate::own_game::loses_by_search(&self.0, by);
            let mut winning = $crate::own_game::winning_moves($moves(&numbers), loses);
            ($said)(case, &mut winning)
        }

        const REFERENCE_ANSWERS_EVERY_CASE: bool = true;

        fn reference(&mut self, case: &$crate::Case) -> Option<String> {
            let numbers = $crate::own_game::numbers_of(case, &[$(stringify!($value)),+]);
            let by = $crate::plays!(@by $($numbers)?);
            let loses = $crate::own_game::loses_by_theory::<$module::$game>(by);
            let mut winning = $crate::own_game::winning_moves($moves(&numbers), loses);
            Some(($said)(case, &mut winning))
        }
    };
    (
        own heaps $module:ident :: $game:ident ( $($value:ident),+ ) $(by $numbers:path)?,
        with theory
    ) => {
        $crate::plays!(own heaps $module::$game($($value),+) $(by $numbers)?);
        $crate::plays!(@heap theory $module::$game, $($value),+; $($numbers)?);

        const REFERENCE_ANSWERS_EVERY_CASE: bool = true;

        fn reference(&mut self, case: &$crate::Case) -> Option<String> {
            Some(Self::say(self.wins_by_theory(case).expect("a theory")))
        }
    };
    (@heap theory $module:ident :: $game:ident, $($value:ident),+; $($numbers:path)?) => {
        fn wins_by_theory(&mut self, case: &$crate::Case) -> Option<bool> {
            let numbers = $crate::own_game::numbers_of(case, &[$(stringify!($value)),+]);
            let heaps = $crate::own_game::game_numbers(&numbers, $crate::plays!(@by $($numbers)?));
            Some(<$module::$game as $crate::rules::HeapTheory>::wins_by_theory(&heaps))
        }
    };
    (own tree $module:ident :: $game:ident ( $edges:ident ) from $root:literal) => {
        const TREE_VALUES: Option<$crate::rules::TreeValuesOf> =
            Some($crate::rules::tree_values::<$module::$game>);

        fn wins(&mut self, case: &$crate::Case) -> bool {
            let position = $crate::own_game::tree_position::<$module::$game>(
                case, stringify!($edges), $root,
            );
            self.0.wins(&position.expect("a case inside the statement is a position"))
        }

        fn feasible(&self, case: &$crate::Case) -> bool {
            let position = $crate::own_game::tree_position::<$module::$game>(
                case, stringify!($edges), $root,
            );
            // Not `is_some_and`: this expands in problem crates, which keep to Rust 1.63.
            position.map_or(false, |position| self.0.wins_within_budget(&position).is_some())
        }

        fn game_values(&self, case: &$crate::Case) -> Option<Vec<$crate::loopy::Value>> {
            let tree = $crate::own_game::tree_of(case, stringify!($edges), $root)?;
            $crate::own_game::subtree_values(&self.0, &tree)
        }
    };
    (own heaps $module:ident :: $game:ident ( $($value:ident),+ ) $(by $numbers:path)?) => {
        $crate::plays!(@own $crate::rules::Heaps<$module::$game>, $game, $($value),+; $($numbers)?);
    };
    (own $module:ident :: $game:ident ( $($value:ident),+ ) $(by $numbers:path)?) => {
        $crate::plays!(@own $module::$game, $game, $($value),+; $($numbers)?);
    };
    (@own $rules:ty, $game:ident, $($value:ident),+; $($numbers:path)?) => {
        $crate::plays!(@own searched $rules, $game, $($value),+; $($numbers)?);

        fn feasible(&self, case: &$crate::Case) -> bool {
            let names = [$(stringify!($value)),+];
            if $crate::own_game::count_of(case, &names) > $crate::budget::CASE {
                return false;
            }
            $crate::own_game::position_of::<$rules>(case, &names, $crate::plays!(@by $($numbers)?))
                // Not `is_some_and`: this expands in problem crates, which keep to Rust 1.63.
                .map_or(false, |position| self.0.wins_within_budget(&position).is_some())
        }
    };
    (@own searched $rules:ty, $game:ident, $($value:ident),+; $($numbers:path)?) => {
        const GAME: Option<$crate::GameOf> = Some(|| {
            let rules = $crate::rules::doc_of(include_str!("game.rs"), stringify!($game));
            $crate::rules::explore_as::<$rules>(Self::NAME, rules)
        });

        fn wins(&mut self, case: &$crate::Case) -> bool {
            let by = $crate::plays!(@by $($numbers)?);
            let position = $crate::own_game::position_of::<$rules>(case, &[$(stringify!($value)),+], by)
                .expect("a case inside the statement is a position");
            self.0.wins(&position)
        }
    };
    (@by $numbers:path) => { Some($numbers as $crate::own_game::NumbersMap) };
    (@by) => { None };
    (
        $module:ident :: $game:ident ( $($value:ident),+ ) for each row of $group:ident
        $(, on $one:ident line)?, with theory
    ) => {
        $crate::plays!($module::$game($($value),+) for each row of $group $(, on $one line)?);

        const REFERENCE_ANSWERS_EVERY_CASE: bool = true;

        fn reference(&mut self, case: &$crate::Case) -> Option<String> {
            let game: &mut $crate::games::$module::$game = &mut self.0;
            let rows = case.group(stringify!($group)).iter();
            let wins = rows.map(|row| {
                game.mover_wins_by_theory($(case.field_of_row(row, stringify!($value))),+)
            });
            Some($crate::plays::verdicts::<Self>(wins, $crate::plays!(@one line $($one)?)))
        }
    };
    (
        $module:ident :: $game:ident ( $($value:ident),+ ) for each row of $group:ident
        $(, on $one:ident line)?
    ) => {
        fn wins(&mut self, case: &$crate::Case) -> bool {
            let game: &mut $crate::games::$module::$game = &mut self.0;
            case.group(stringify!($group)).first().map_or(true, |row| {
                game.mover_wins($(case.field_of_row(row, stringify!($value))),+)
            })
        }

        fn answer(&mut self, case: &$crate::Case) -> String {
            let game: &mut $crate::games::$module::$game = &mut self.0;
            let rows = case.group(stringify!($group)).iter();
            let wins = rows.map(|row| game.mover_wins($(case.field_of_row(row, stringify!($value))),+));
            $crate::plays::verdicts::<Self>(wins, $crate::plays!(@one line $($one)?))
        }

        fn feasible(&self, case: &$crate::Case) -> bool {
            let feasible = |row: &$crate::Case| {
                $crate::games::$module::$game::feasible($(case.field_of_row(row, stringify!($value))),+)
            };
            match case.group(stringify!($group)) {
                // No row: the case's own values, with nothing for the row's.
                [] => $crate::games::$module::$game::feasible(
                    $(case.field_or_nothing(stringify!($value))),+
                ),
                rows => rows.iter().all(feasible),
            }
        }
    };
    (@one line one) => { true };
    (@one line) => { false };
    ($module:ident :: $game:ident ( $($value:ident),+ ), with theory and sharp positions) => {
        $crate::plays!($module::$game($($value),+), with theory);

        fn full_range_case(&mut self, rng: &mut $crate::Rng) -> $crate::Case {
            $crate::problem::sharp_full_range_case(self, rng, &[$(stringify!($value)),+], |limit| {
                let sharp = $crate::games::$module::$game::sharp_positions(limit);
                sharp.iter().map(|position| position.to_vec()).collect()
            })
        }
    };
    (
        $module:ident :: $game:ident ( $($value:ident),+ ), with theory,
        answer from moves by $say:path
    ) => {
        $crate::plays!($module::$game($($value),+));
        $crate::plays!(@wins by theory $module::$game($($value),+));

        fn answer(&mut self, case: &$crate::Case) -> String {
            let game: &mut $crate::games::$module::$game = &mut self.0;
            $say(case, game.winning_moves($(case.field(stringify!($value))),+))
        }

        const REFERENCE_ANSWERS_EVERY_CASE: bool = true;

        fn reference(&mut self, case: &$crate::Case) -> Option<String> {
            let moves = $crate::games::$module::$game::winning_moves_by_theory(
                $(case.field(stringify!($value))),+
            );
            Some($say(case, moves))
        }
    };
    ($module:ident :: $game:ident ( $($value:ident),+ ), with theory) => {
        $crate::plays!($module::$game($($value),+));
        $crate::plays!(@wins by theory $module::$game($($value),+));

        const REFERENCE_ANSWERS_EVERY_CASE: bool = true;

        fn reference(&mut self, case: &$crate::Case) -> Option<String> {
            let wins = $crate::games::$module::$game::mover_wins_by_theory(
                $(case.field(stringify!($value))),+
            );
            Some(Self::say(wins))
        }
    };
    (@wins by theory $module:ident :: $game:ident ( $($value:ident),+ )) => {
        fn wins_by_theory(&mut self, case: &$crate::Case) -> Option<bool> {
            Some($crate::games::$module::$game::mover_wins_by_theory(
                $(case.field(stringify!($value))),+
            ))
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

/// The answer of a case whose rows are positions, from whether the player to move wins each:
/// each verdict on its own line, or (`one_line`) the verdicts side by side on one line.
pub fn verdicts<P: crate::Problem>(wins: impl Iterator<Item = bool>, one_line: bool) -> String {
    if one_line {
        let mut line: String = wins.map(|w| P::VERDICTS[usize::from(!w)]).collect();
        line.push('\n');
        line
    } else {
        wins.map(P::say).collect()
    }
}
