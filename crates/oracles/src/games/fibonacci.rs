//! Fibonacci nim: one pile; the first move takes any number of stones but not all; after that a
//! move takes from 1 to twice what the previous move took; who takes the last stone wins.

/// `rows[s][l]` for 1 <= l <= s: whether the player to move wins with `s` stones left when this
/// move may take at most `l` (a limit above `s` allows the same takes as `s`).
#[derive(Default)]
pub struct FibonacciNim {
    rows: Vec<Vec<bool>>,
}

impl FibonacciNim {
    fn grow(&mut self, stones: usize) {
        if self.rows.is_empty() {
            self.rows.push(Vec::new()); // No stones: never a position, the game is over.
        }
        while self.rows.len() <= stones {
            let s = self.rows.len();
            let mut row = vec![false; s + 1];
            for limit in 1..=s {
                // Some take of at most `limit` wins iff some take of at most `limit - 1` does,
                // or taking exactly `limit` does: it takes the last stone, or leaves the rival
                // s - limit stones and a limit of twice this take, from which they lose.
                let take = limit;
                let take_wins = take == s || {
                    let rest = s - take;
                    !self.rows[rest][(2 * take).min(rest)]
                };
                row[limit] = row[limit - 1] || take_wins;
            }
            self.rows.push(row);
        }
    }

    /// True when the player to move wins with `stones` left and a take limit of `limit`.
    pub fn mover_wins(&mut self, stones: u64, limit: u64) -> bool {
        let stones = usize::try_from(stones).expect("a pile small enough to search");
        assert!(stones >= 1 && limit >= 1);
        self.grow(stones);
        let limit = usize::try_from(limit).unwrap_or(usize::MAX).min(stones);
        self.rows[stones][limit]
    }

    /// True when the first player wins from a pile of `stones`: some first take, which may
    /// not take them all, leaves the rival a position they lose.
    pub fn first_player_wins(&mut self, stones: u64) -> bool {
        (1..stones).any(|take| !self.mover_wins(stones - take, 2 * take))
    }

    pub fn feasible(stones: u64) -> bool {
        (1..=5_000).contains(&stones)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statements_samples() {
        let mut game = FibonacciNim::default();
        assert!(!game.first_player_wins(1));
        assert!(!game.first_player_wins(2));
        assert!(!game.first_player_wins(13));
        assert!(game.first_player_wins(4));
    }

    /// The table's prefix trick against the plain recursion that tries every take.
    #[test]
    fn the_table_agrees_with_trying_every_take() {
        fn plain(stones: u64, limit: u64) -> bool {
            (1..=limit.min(stones)).any(|take| take == stones || !plain(stones - take, 2 * take))
        }
        let mut game = FibonacciNim::default();
        for stones in 1..=14 {
            for limit in 1..=16 {
                assert_eq!(
                    game.mover_wins(stones, limit),
                    plain(stones, limit),
                    "{stones} {limit}"
                );
            }
        }
    }
}
