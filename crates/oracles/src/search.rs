//! The one search every multi-pile oracle shares: a position wins for the player to move exactly
//! when some move leads to a position that loses for the opponent; a position with no move loses
//! (unless the game says otherwise, as misère games do: see [`Rules::wins_without_moves`]).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A game's rules: its positions and the moves between them.
pub trait Rules {
    /// A position, in a canonical form (so that equal positions compare equal).
    type Position: Clone + Eq + Hash;

    /// Calls `visit` with every position one move away from `position`, stopping as soon as
    /// `visit` returns true; returns whether it stopped early.
    fn options(
        &self,
        position: &Self::Position,
        visit: &mut dyn FnMut(Self::Position) -> bool,
    ) -> bool;

    /// Whether the player to move wins a position that offers no move: not under the normal
    /// rule (who cannot move loses), but under a misère rule (who makes the last move loses, so
    /// the player left without a move has won).
    fn wins_without_moves(&self, _position: &Self::Position) -> bool {
        false
    }
}

/// The stack of [`Search::wins_deep`]'s thread.
const DEEP_STACK: usize = 256 << 20;

/// Memoised win/lose search over the positions of one game.
pub struct Search<R: Rules> {
    rules: R,
    known: FastMap<R::Position, bool>,
}

impl<R: Rules> Search<R> {
    pub fn new(rules: R) -> Self {
        Search {
            rules,
            known: FastMap::default(),
        }
    }

    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// True when the player to move from `position` wins with best play.
    pub fn wins(&mut self, position: &R::Position) -> bool {
        wins(&self.rules, &mut self.known, position)
    }

    /// [`Search::wins`] on a thread of its own with a large stack, for a position whose search
    /// may run thousands of moves deep (each move one level of recursion): more than the 2 MiB
    /// stack of a test thread holds in a debug build. The stack is reserved, not touched, so
    /// its size costs little.
    pub fn wins_deep(&mut self, position: &R::Position) -> bool
    where
        R: Sync,
        R::Position: Send + Sync,
    {
        if let Some(&result) = self.known.get(position) {
            return result;
        }
        let (rules, known) = (&self.rules, &mut self.known);
        std::thread::scope(|scope| {
            std::thread::Builder::new()
                .name("deep search".to_string())
                .stack_size(DEEP_STACK)
                .spawn_scoped(scope, move || wins(rules, known, position))
                .expect("a thread for a deep search")
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        })
    }

    /// Positions solved so far.
    pub fn positions_known(&self) -> usize {
        self.known.len()
    }
}

fn wins<R: Rules>(
    rules: &R,
    known: &mut FastMap<R::Position, bool>,
    position: &R::Position,
) -> bool {
    if let Some(&result) = known.get(position) {
        return result;
    }
    let mut any_move = false;
    let result = rules.options(position, &mut |next| {
        any_move = true;
        !wins(rules, known, &next)
    });
    let result = result || (!any_move && rules.wins_without_moves(position));
    known.insert(position.clone(), result);
    result
}

/// A hash map with a small multiplicative hash: the keys are short vectors of small numbers,
/// for which SipHash costs more than the search itself.
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

#[derive(Default, Clone, Copy)]
pub struct FastHasher(u64);

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, value: u8) {
        self.add(u64::from(value));
    }

    fn write_u16(&mut self, value: u16) {
        self.add(u64::from(value));
    }

    fn write_u32(&mut self, value: u32) {
        self.add(u64::from(value));
    }

    fn write_u64(&mut self, value: u64) {
        self.add(value);
    }

    fn write_usize(&mut self, value: usize) {
        self.add(value as u64);
    }

    /// The product's high bits folded into its low ones: the table picks a bucket by the low
    /// bits, which before the fold depend only on the low bits of the words written (for a
    /// sorted position of three heaps in one word: its smallest heap, nearly always 0, 1 or 2,
    /// which sent a million positions into a few buckets).
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 32)
    }
}

/// Sorts `piles` and drops the empty ones: the canonical form of a position of a game played on
/// interchangeable piles, where an empty pile offers no move.
pub fn canonical_piles(piles: &mut Vec<u16>) {
    piles.retain(|&pile| pile != 0);
    piles.sort_unstable();
}

/// The piles of a case as a canonical position, or `None` when a pile exceeds `u16`.
pub fn piles_position(piles: &[u64]) -> Option<Vec<u16>> {
    let mut position = piles
        .iter()
        .map(|&pile| u16::try_from(pile).ok())
        .collect::<Option<Vec<u16>>>()?;
    canonical_piles(&mut position);
    Some(position)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Subtraction game {1, 2}: the losing positions are the multiples of 3.
    struct TakeOneOrTwo;
    impl Rules for TakeOneOrTwo {
        type Position = u32;
        fn options(&self, &n: &u32, visit: &mut dyn FnMut(u32) -> bool) -> bool {
            (1..=2.min(n)).any(|take| visit(n - take))
        }
    }

    #[test]
    fn a_position_wins_when_some_move_reaches_a_loss() {
        let mut search = Search::new(TakeOneOrTwo);
        let losing: Vec<u32> = (0..20).filter(|n| !search.wins(n)).collect();
        assert_eq!(losing, [0, 3, 6, 9, 12, 15, 18]);
    }

    /// 30000 moves deep: far beyond a test thread's stack with one frame per move.
    #[test]
    fn a_deep_search_runs_on_a_stack_of_its_own() {
        let mut search = Search::new(TakeOneOrTwo);
        assert!(!search.wins_deep(&30_000));
        assert!(search.wins(&29_999));
        assert_eq!(search.positions_known(), 30_001);
    }

    /// A misère game: the player left without a move has won.
    struct MisereTakeOneOrTwo;
    impl Rules for MisereTakeOneOrTwo {
        type Position = u32;
        fn options(&self, &n: &u32, visit: &mut dyn FnMut(u32) -> bool) -> bool {
            TakeOneOrTwo.options(&n, visit)
        }
        fn wins_without_moves(&self, _: &u32) -> bool {
            true
        }
    }

    #[test]
    fn a_misere_game_turns_the_end_around() {
        let mut search = Search::new(MisereTakeOneOrTwo);
        let losing: Vec<u32> = (0..12).filter(|n| !search.wins(n)).collect();
        assert_eq!(losing, [1, 4, 7, 10]);
    }

    #[test]
    fn canonical_piles_sorts_and_drops_empty_piles() {
        assert_eq!(piles_position(&[3, 0, 1, 3]), Some(vec![1, 3, 3]));
        assert_eq!(piles_position(&[70_000]), None);
    }
}
