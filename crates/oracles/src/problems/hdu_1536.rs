//! HDU 1536, S-Nim: per case `k s_1..s_k` (0 < k <= 100, 0 < s_i <= 10000, any order, repeats
//! allowed), `m` (<= 100), then m lines `l h_1..h_l` (l <= 100, 0 <= h_i <= 10000); a single `0`
//! ends the input (it may be missing). One line per case: a `W` or `L` per position.

use super::lists::{Count, List};
use super::require_a_case;
use crate::games::subtraction::Subtraction;
use crate::input::{join, Outside, Tokens};
use crate::random::{
    all_lists, biased, biased_list, chance, full_range_count, shrink_list, smaller_values, uniform,
};
use crate::reference::subtraction_grundy;
use crate::{Format, MaxInput, Parsed, Rng, Scale, Spec};

/// One case: the move set as the input gives it, and the positions asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SNimCase {
    pub moves: Vec<u64>,
    pub positions: Vec<Vec<u64>>,
}

/// [`Spec::enumerate`]`(bound)`: every move set that is a non-empty subset of `1..=bound`,
/// ascending, and every list of two or three moves from `1..=bound` that is not ascending
/// (descending, shuffled, with repeats); with each, a case of no position, then every list of
/// at most three heaps of 0 to `bound`, 100 positions to a case.
#[derive(Default)]
pub struct Hdu1536 {
    game: Subtraction,
}

/// The statement's largest move and heap.
const MAX_VALUE: u64 = 10_000;

/// The move set after `k` (a `k` of 0 ends the input), the count `m` of positions, and the heaps
/// of one position.
const MOVES: List = List::new(Count::new("k", 0..=100, "100"), "a move s_i", 1..=MAX_VALUE);
const POSITIONS: Count = Count::new("m", 0..=100, "100");
const HEAPS: List = List::new(Count::new("l", 0..=100, "100"), "a heap", 0..=MAX_VALUE);

impl Hdu1536 {
    /// Heaps for one position, made a losing one (by changing its last heap) when `losing` and
    /// some value in `0..=high` does it.
    fn random_position(
        &mut self,
        rng: &mut Rng,
        moves: &[u64],
        count: usize,
        high: u64,
        losing: bool,
    ) -> Vec<u64> {
        // Heaps equal to a move, or to a move's neighbours, are where the values turn.
        let special: Vec<u64> = moves.iter().copied().filter(|&s| s <= high).collect();
        let mut heaps = biased_list(rng, count, 0, high, &special);
        if losing && count > 0 {
            let mut candidates: Vec<u64> = (0..=high).collect();
            rng.shuffle(&mut candidates);
            for last in candidates {
                heaps[count - 1] = last;
                if !self.game.mover_wins(moves, &heaps) {
                    break;
                }
            }
        }
        heaps
    }
}

/// S-Nim's own input: a move set, then its positions, case after case, ended by `0`.
pub struct SNimInput;

impl Format<SNimCase> for SNimInput {
    fn render(&self, cases: &[SNimCase]) -> String {
        let mut input = String::new();
        for case in cases {
            let mut first = vec![case.moves.len() as u64];
            first.extend(&case.moves);
            input.push_str(&format!("{}\n{}\n", join(&first), case.positions.len()));
            for heaps in &case.positions {
                let mut line = vec![heaps.len() as u64];
                line.extend(heaps);
                input.push_str(&join(&line));
                input.push('\n');
            }
        }
        input.push_str("0\n");
        input
    }

    fn parse(&self, input: &[u8]) -> Result<Parsed<SNimCase>, String> {
        let mut tokens = Tokens::new(input);
        let mut outside = Outside::default();
        let mut cases = Vec::new();
        while !tokens.is_empty() {
            let k = tokens.number("k")?;
            if k == 0 {
                outside.no_trailing_tokens(&mut tokens);
                break;
            }
            let moves = MOVES.read_after(k, &mut tokens, &mut outside)?;
            let mut positions = Vec::new();
            for _ in 0..POSITIONS.read(&mut tokens, &mut outside)? {
                positions.push(HEAPS.read(&mut tokens, &mut outside)?);
            }
            cases.push(SNimCase { moves, positions });
        }
        require_a_case(&cases, &mut outside);
        Ok(Parsed {
            cases,
            outside_statement: outside.into_reason(),
        })
    }

    fn shrink(&self, case: &SNimCase) -> Vec<SNimCase> {
        let mut candidates = Vec::new();
        for i in 0..case.positions.len() {
            let mut positions = case.positions.clone();
            positions.remove(i);
            candidates.push(SNimCase {
                positions,
                ..case.clone()
            });
        }
        for (i, heaps) in case.positions.iter().enumerate() {
            for smaller in shrink_list(heaps, 0, 0) {
                let mut positions = case.positions.clone();
                positions[i] = smaller;
                candidates.push(SNimCase {
                    positions,
                    ..case.clone()
                });
            }
        }
        if case.moves.len() > 1 {
            for i in 0..case.moves.len() {
                let mut moves = case.moves.clone();
                moves.remove(i);
                candidates.push(SNimCase {
                    moves,
                    ..case.clone()
                });
            }
        }
        for (i, &take) in case.moves.iter().enumerate() {
            for smaller in smaller_values(take, 1) {
                let mut moves = case.moves.clone();
                moves[i] = smaller;
                candidates.push(SNimCase {
                    moves,
                    ..case.clone()
                });
            }
        }
        candidates
    }
}

/// A case's answer: `W` or `L` for each position, whether the player to move wins it.
fn answer_line(mover_wins: impl Iterator<Item = bool>) -> String {
    let mut line: String = mover_wins
        .map(|wins| if wins { 'W' } else { 'L' })
        .collect();
    line.push('\n');
    line
}

impl Spec for Hdu1536 {
    type Case = SNimCase;
    type Input = SNimInput;
    const INPUT: SNimInput = SNimInput;
    const NAME: &'static str = "hdu-1536";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 8;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> SNimCase {
        let high = scale.pick([2, 3, 4, 5, 6, 8, 10, 12, 14, 16]);
        let most_moves = scale.pick([1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
        let most_heaps = scale.pick([1, 1, 2, 2, 3, 3, 3, 4, 4, 4]);
        let most_positions = scale.pick([1, 2, 2, 3, 3, 4, 5, 6, 7, 8]);

        // Moves up to a little above the largest heap (some can never be made), now and then
        // the statement's largest, a repeat, or a descending order.
        let k = rng.usize(1..=most_moves);
        let mut moves: Vec<u64> = (0..k)
            .map(|_| biased(rng, 1, high + 2, &[1, 2, high]))
            .collect();
        if chance(rng, 1, 8) {
            moves.push(MAX_VALUE);
        }
        if chance(rng, 1, 5) {
            let again = moves[rng.usize(0..moves.len())];
            moves.insert(rng.usize(0..=moves.len()), again);
        }
        match rng.u8(0..4) {
            0 => moves.sort_unstable(),
            1 => moves.sort_unstable_by(|a, b| b.cmp(a)),
            _ => {}
        }

        let m = if chance(rng, 1, 20) {
            0
        } else {
            rng.usize(1..=most_positions)
        };
        let positions = (0..m)
            .map(|_| {
                let losing = chance(rng, 1, 2);
                match rng.u8(0..12) {
                    // No heap at all: no move.
                    0 => Vec::new(),
                    // One heap as large as the statement allows: a long walk down one table.
                    1 => {
                        let heap = biased(rng, 0, MAX_VALUE, &[MAX_VALUE - 1]);
                        vec![heap]
                    }
                    // Many heaps, nearly all empty (the statement allows 100).
                    2 => {
                        let count = rng.usize(4..=100);
                        let mut heaps = self.random_position(rng, &moves, 2, high, losing);
                        heaps.resize(count, 0);
                        rng.shuffle(&mut heaps);
                        heaps
                    }
                    _ => {
                        let count = rng.usize(1..=most_heaps);
                        self.random_position(rng, &moves, count, high, losing)
                    }
                }
            })
            .collect();
        SNimCase { moves, positions }
    }

    /// The statement bounds no case count: 100 cases, each at every limit (10^4 numbers, and a
    /// Grundy table of 10^4 heaps over 100 moves).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<SNimCase> {
        let cases = (0..100).map(|_| SNimCase {
            moves: uniform(rng, 100, 1..=10_000),
            positions: (0..100).map(|_| uniform(rng, 100, 0..=10_000)).collect(),
        });
        MaxInput {
            cases: cases.collect(),
            shape: "100 cases, k = m = l = 100, values <= 10^4",
        }
    }

    fn answer(&mut self, case: &SNimCase) -> String {
        let game = &mut self.game;
        answer_line(
            case.positions
                .iter()
                .map(|heaps| game.mover_wins(&case.moves, heaps)),
        )
    }

    /// Move sets and heaps anywhere the statement allows, the most now and then.
    fn full_range_case(&mut self, rng: &mut Rng) -> SNimCase {
        let count = full_range_count(rng, 1, 100);
        let moves = biased_list(rng, count, 1, MAX_VALUE, &[1, 2]);
        let positions = (0..full_range_count(rng, 1, 100)).map(|_| {
            let count = full_range_count(rng, 0, 100);
            biased_list(rng, count, 0, MAX_VALUE, &[0, 1])
        });
        SNimCase {
            moves,
            positions: positions.collect(),
        }
    }

    /// Sprague–Grundy: each heap's value is the mex of the values its takes leave, tabulated
    /// here afresh; a position is a win iff the XOR of its heaps' values is not 0.
    fn reference(&mut self, case: &SNimCase) -> String {
        let grundy = subtraction_grundy(&case.moves, MAX_VALUE);
        answer_line(
            case.positions
                .iter()
                .map(|heaps| heaps.iter().fold(0, |sum, &h| sum ^ grundy[h as usize]) != 0),
        )
    }

    fn enumerate(&self, bound: u64) -> Vec<SNimCase> {
        let mut move_sets: Vec<Vec<u64>> = (1u64..1 << bound)
            .map(|set| (1..=bound).filter(|s| set >> (s - 1) & 1 == 1).collect())
            .collect();
        let unordered = all_lists(2..=3, 1, bound);
        move_sets.extend(
            unordered
                .into_iter()
                .filter(|moves| moves.windows(2).any(|pair| pair[0] >= pair[1])),
        );
        let positions = all_lists(0..=3, 0, bound);
        let mut cases = Vec::new();
        for moves in move_sets {
            // A case may ask about no position at all (m = 0): one empty line.
            cases.push(SNimCase {
                moves: moves.clone(),
                positions: Vec::new(),
            });
            for chunk in positions.chunks(100) {
                cases.push(SNimCase {
                    moves: moves.clone(),
                    positions: chunk.to_vec(),
                });
            }
        }
        cases
    }

    /// A move of 0 (a pass) is no move the rules define: two players could pass forever.
    fn feasible(&self, case: &SNimCase) -> bool {
        Subtraction::feasible(&case.moves, case.positions.iter().map(Vec::as_slice))
    }
}
