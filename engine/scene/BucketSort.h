// A stable sort for many items over few keys per bucket (the couplings of a
// particle, the springs from it): one counting pass over the buckets, then each
// bucket's items sorted on (key, place). Equal items keep the order they came
// in, so sums over them are the same on every run; no comparison sort of the
// whole list, and no allocation per bucket.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace drape::engine {

/// Orders `items` by bucket(item) < buckets, then by key(item) (an unsigned
/// integer), stably.
template <typename T, typename Bucket, typename Key>
void bucketSort(std::vector<T>& items, std::size_t buckets, Bucket bucket, Key key)
{
    std::vector<std::size_t> start(buckets + 1, 0);
    for (const T& item : items)
        ++start[std::size_t(bucket(item)) + 1];
    for (std::size_t b = 0; b < buckets; ++b)
        start[b + 1] += start[b];
    std::vector<T> placed(items.size());
    std::vector<std::size_t> next(start.begin(), start.end() - 1);
    for (const T& item : items)
        placed[next[std::size_t(bucket(item))]++] = item;
    std::vector<std::pair<std::uint64_t, std::uint32_t>> order;
    for (std::size_t b = 0; b < buckets; ++b) {
        order.clear();
        for (std::size_t k = start[b]; k < start[b + 1]; ++k)
            order.emplace_back(std::uint64_t(key(placed[k])), std::uint32_t(k - start[b]));
        std::sort(order.begin(), order.end());
        for (std::size_t k = 0; k < order.size(); ++k)
            items[start[b] + k] = placed[start[b] + order[k].second];
    }
}

}  // namespace drape::engine
