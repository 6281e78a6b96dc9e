//! The standard collections contest code reaches for.

use proconio::input;
use std::cmp::Reverse;
use std::collections::{BTreeMap, BTreeSet, BinaryHeap, HashMap, HashSet, VecDeque};

fn main() {
    input! { n: usize, words: [String; n] }
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for word in &words {
        *counts.entry(word.as_str()).or_insert(0) += 1;
    }
    let sorted: BTreeMap<&str, usize> = counts.into_iter().collect();
    println!("{:?}", sorted);
    let lengths: BTreeSet<usize> = words.iter().map(String::len).collect();
    let unique: HashSet<&String> = words.iter().collect();
    println!("{:?} {}", lengths, unique.len());
    let mut heap: BinaryHeap<Reverse<usize>> = words.iter().map(|w| Reverse(w.len())).collect();
    let mut queue: VecDeque<usize> = VecDeque::new();
    while let Some(Reverse(len)) = heap.pop() {
        if len % 2 == 0 {
            queue.push_front(len);
        } else {
            queue.push_back(len);
        }
    }
    println!("{:?}", queue);
}
