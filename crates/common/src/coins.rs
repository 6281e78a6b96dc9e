//! HDU 2897's coins: a move takes p to q coins (all of them when fewer than p are left), and
//! whoever takes the last coin loses.

/// True when the player to move wins with `coins` left and takes of `least..=most`.
///
/// The mover loses iff 1 <= coins mod (p + q) <= p. From such a residue r: with fewer than p
/// coins every move takes the last; otherwise a take k in p..=q leaves the residue 0 or one in
/// p + 1..p + q. From the residue 0 (coins left) the take q leaves p; from s in p + 1..p + q a
/// take in max(s - p, p)..=min(s - 1, q), never empty, leaves a residue in 1..=p. With no coin
/// left the rival took the last one: the mover has won. (`guess coins --over p=1..6 --over
/// q=p..8` finds the rule; the oracles check it against the rules.)
///
/// # Panics
/// If `least` is 0 or above `most` (outside the statement).
pub fn mover_wins(coins: u64, least: u64, most: u64) -> bool {
    assert!(1 <= least && least <= most, "needs 1 <= p <= q");
    // In u128, p + q cannot overflow, whatever the numbers read.
    let residue = u128::from(coins) % (u128::from(least) + u128::from(most));
    !(1 <= residue && residue <= u128::from(least))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_samples_and_the_ends_of_a_period() {
        assert!(!mover_wins(7, 2, 4));
        assert!(mover_wins(6, 2, 4));
        assert!(mover_wins(0, 2, 4));
        assert!(!mover_wins(1, 2, 4));
        assert!(mover_wins(3, 2, 4));
        assert!(mover_wins(12, 2, 4));
        // p + q beyond u64: the period is longer than any n.
        assert!(!mover_wins(u64::MAX, u64::MAX, u64::MAX));
        assert!(mover_wins(u64::MAX, 1, u64::MAX));
    }

    #[test]
    #[should_panic(expected = "1 <= p <= q")]
    fn p_above_q_is_refused() {
        mover_wins(5, 3, 2);
    }
}
