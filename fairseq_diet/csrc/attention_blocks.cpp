// Compiled CPU operators of fairseq_diet, the attention engine's `compiled`
// backend (modules/engine.py), each dispatched once from Python:
// - diet_attention, shaw_attention: a whole attention call with a learned
//   term, its gradient written here (autograd functions below); each pass
//   runs block by block, torch's batched products for the matrix products
//   and one sweep per row for the element-wise work between them (instead
//   of the several passes over a block that separate torch ops take);
// - toeplitz_forward/backward: a stack's distance tables and their gradient;
// - tisa_forward/backward: TISA's kernel sum over all kernels and distances;
// - rope_rotate(_pair): RoPE's rotation of queries or keys (or both).
//
// Shaw's block tensors are (n, heads, rows, keys), query row i at position
// first_row + i, key j at position j. Its clipped distance index is
// r = clamp(j - (first_row + i), -clip, clip) + clip: 0 for the keys at or left
// of distance -clip, 2 clip for those at or right of +clip, and one key per
// index in between. Per-distance tensors are (n, heads, rows, 2 clip + 1).

#include <ATen/ATen.h>
#include <ATen/Dispatch.h>
#include <ATen/Parallel.h>
#include <torch/autograd.h>
#include <torch/library.h>

#include <algorithm>
#include <tuple>
#include <vector>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace {

using at::Tensor;

// Keys [0, left_end) have index 0, [right_start, keys) index 2 clip, and
// [left_end, right_start) index j - position + clip.
struct Regions {
  int64_t left_end, right_start;
};

inline Regions regions(int64_t position, int64_t clip, int64_t keys) {
  int64_t left_end = std::clamp<int64_t>(position - clip + 1, 0, keys);
  int64_t right_start = std::clamp<int64_t>(position + clip, left_end, keys);
  return {left_end, right_start};
}

// exp for float, written so that the compiler vectorises a loop over it:
// exp(x) = 2^n exp(x - n ln 2) with n = round(x / ln 2), the second factor by
// its Taylor polynomial of degree 6 on |x - n ln 2| <= ln(2) / 2, 2^n built in
// the exponent bits; relative error at most 2.5e-7 over [-87, 88]. Below
// ln(FLT_MIN) (and for -inf) it gives 0.
inline float exp_approx(float x) {
  constexpr float kLog2e = 1.44269504088896341f;
  constexpr float kLn2High = 0.693145751953125f;
  constexpr float kLn2Low = 1.42860682030941723212e-6f;
  constexpr float kLow = -87.33654475f;  // ln(FLT_MIN)
  constexpr float kHigh = 88.3762626647949f;
  // (Ternaries and nearbyint, not std::min/max and floor, which gcc 12 does
  // not vectorise here.)
  const float clamped = x < kLow ? kLow : (x > kHigh ? kHigh : x);
  const float n = __builtin_nearbyintf(clamped * kLog2e);
  const float r = clamped - n * kLn2High - n * kLn2Low;
  float p = 1.0f / 720.0f;
  p = p * r + 1.0f / 120.0f;
  p = p * r + 1.0f / 24.0f;
  p = p * r + 1.0f / 6.0f;
  p = p * r + 0.5f;
  p = p * r + 1.0f;
  p = p * r + 1.0f;
  const float scale = __builtin_bit_cast(float, (static_cast<int32_t>(n) + 127) << 23);
  return x < kLow ? 0.0f : p * scale;
}

inline double exp_approx(double x) { return std::exp(x); }

// Row pointers of a strided (n, heads, rows, width) tensor.
template <typename T>
struct Rows {
  T* data = nullptr;
  int64_t heads = 1, rows = 1, s0 = 0, s1 = 0, s2 = 0, s3 = 0;

  Rows() = default;
  explicit Rows(const Tensor& x)
      : data(x.data_ptr<T>()), heads(x.size(1)), rows(x.size(2)),
        s0(x.stride(0)), s1(x.stride(1)), s2(x.stride(2)), s3(x.stride(3)) {}

  // Row i of head b of sentence a.
  T* at(int64_t a, int64_t b, int64_t i) const { return data + a * s0 + b * s1 + i * s2; }
  T* at(const struct RowIndex& r) const;
};

// Sentence a, head b and row i of row `flat` of n * heads * rows rows, stepped
// from row to row without a division (a 64-bit division costs tens of
// cycles: as much as the work on a short row).
struct RowIndex {
  int64_t a, b, i;
  const int64_t heads, rows;
  RowIndex(int64_t flat, int64_t heads_, int64_t rows_) : heads(heads_), rows(rows_) {
    const int64_t rest = flat / rows;
    i = flat % rows;
    b = rest % heads;
    a = rest / heads;
  }
  void next() {
    if (++i == rows) {
      i = 0;
      if (++b == heads) {
        b = 0;
        ++a;
      }
    }
  }
};

template <typename T>
T* Rows<T>::at(const RowIndex& r) const { return at(r.a, r.b, r.i); }

void check_block(const Tensor& x, const char* name) {
  TORCH_CHECK(x.dim() == 4 && x.device().is_cpu(), name, ": expected a 4-d CPU tensor");
  TORCH_CHECK(x.stride(3) == 1, name, ": expected a contiguous last dimension");
}

int64_t grain(int64_t keys) { return std::max<int64_t>(1, 16384 / std::max<int64_t>(keys, 1)); }

// out[i, j] = table[i, r(i, j)] + row[i] + mask[i, j]. row: (n, heads, rows,
// 1) or None; mask: broadcastable to out, or None.
void spread(Tensor out, const Tensor& table, const c10::optional<Tensor>& row,
            const c10::optional<Tensor>& mask, int64_t first_row, int64_t clip) {
  check_block(out, "spread out");
  TORCH_CHECK(table.dim() == 4 && table.stride(3) == 1 && table.size(3) == 2 * clip + 1,
              "spread: table must be (n, heads, rows, 2 clip + 1) with contiguous rows");
  TORCH_CHECK(table.scalar_type() == out.scalar_type(), "spread: dtypes differ");
  const int64_t n = out.size(0), heads = out.size(1), rows = out.size(2), keys = out.size(3);
  Tensor mask4 = mask.has_value() ? mask->expand({n, heads, rows, keys}) : Tensor();
  Tensor row4 = row.has_value() ? row->expand({n, heads, rows, 1}) : Tensor();
  AT_DISPATCH_FLOATING_TYPES(out.scalar_type(), "shaw_spread", [&] {
    Rows<scalar_t> outs(out), tables(table);
    Rows<scalar_t> masks = mask4.defined() ? Rows<scalar_t>(mask4) : Rows<scalar_t>();
    Rows<scalar_t> consts = row4.defined() ? Rows<scalar_t>(row4) : Rows<scalar_t>();
    const int64_t mask_step = mask4.defined() ? mask4.stride(3) : 0;
    at::parallel_for(0, n * heads * rows, grain(keys), [&](int64_t begin, int64_t end) {
      RowIndex r(begin, heads, rows);
      for (int64_t flat = begin; flat < end; ++flat, r.next()) {
        scalar_t* o = outs.at(r);
        const scalar_t* t = tables.at(r);
        const scalar_t c = row4.defined() ? *consts.at(r) : scalar_t(0);
        const scalar_t* m = mask4.defined() ? masks.at(r) : nullptr;
        const int64_t position = first_row + r.i, offset = clip - position;
        const Regions g = regions(position, clip, keys);
        // Keys [from, to) get value (or table[j + offset] with `band`) plus the mask.
        auto write = [&](int64_t from, int64_t to, scalar_t value, bool band) {
          if (m == nullptr) {
            if (band) {
              for (int64_t j = from; j < to; ++j) o[j] = t[j + offset] + c;
            } else {
              for (int64_t j = from; j < to; ++j) o[j] = value;
            }
          } else if (mask_step == 1) {
            if (band) {
              for (int64_t j = from; j < to; ++j) o[j] = t[j + offset] + c + m[j];
            } else {
              for (int64_t j = from; j < to; ++j) o[j] = value + m[j];
            }
          } else {
            for (int64_t j = from; j < to; ++j)
              o[j] = (band ? t[j + offset] + c : value) + m[j * mask_step];
          }
        };
        write(0, g.left_end, t[0] + c, false);
        write(g.left_end, g.right_start, 0, true);
        write(g.right_start, keys, t[2 * clip] + c, false);
      }
    });
  });
}

// x[0:count) becomes exp(x - shift).
template <typename T>
inline void exp_in_place(T* x, int64_t count, T shift) {
#pragma omp simd
  for (int64_t j = 0; j < count; ++j) x[j] = exp_approx(x[j] - shift);
}

// The largest of x[0:count), or 0 when all are -inf.
template <typename T>
inline T row_max(const T* x, int64_t count) {
  T top = -std::numeric_limits<T>::infinity();
#pragma omp simd reduction(max : top)
  for (int64_t j = 0; j < count; ++j) top = x[j] > top ? x[j] : top;
  return std::isinf(top) ? T(0) : top;
}

// p[0:count) becomes exp(p), d[0:count) d * exp(p).
template <typename T>
inline void exp_and_product(T* p, T* d, int64_t count) {
#pragma omp simd
  for (int64_t j = 0; j < count; ++j) {
    const T e = exp_approx(p[j]);
    p[j] = e;
    d[j] *= e;
  }
}

template <typename T>
inline T sum_of(const T* x, int64_t count) {
  T total = 0;
#pragma omp simd reduction(+ : total)
  for (int64_t j = 0; j < count; ++j) total += x[j];
  return total;
}

// Per-distance sums of one row (already exp-ed or otherwise final).
template <typename T>
inline T distance_sums(const T* x, const Regions& g, int64_t keys, int64_t offset, int64_t clip,
                       T* sums) {
  const T left = sum_of(x, g.left_end), right = sum_of(x + g.right_start, keys - g.right_start);
  std::fill(sums, sums + 2 * clip + 1, T(0));
  T band = 0;
  for (int64_t j = g.left_end; j < g.right_start; ++j) {
    sums[j + offset] = x[j];
    band += x[j];
  }
  sums[0] += left;
  sums[2 * clip] += right;
  return left + band + right;
}

// Forward, after the logits of a block are complete: each row becomes
// exp(logits - top) with top its largest logit (0 for a row of -inf only),
// sums gets its per-distance sums, total its sum (at least the smallest
// normal number) and lse log(total) + top.
void softmax_sums(Tensor logits, Tensor sums, Tensor total, Tensor lse, int64_t first_row,
                  int64_t clip) {
  check_block(logits, "softmax_sums logits");
  TORCH_CHECK(logits.is_contiguous(), "softmax_sums: logits must be contiguous");
  const int64_t n = logits.size(0), heads = logits.size(1), rows = logits.size(2),
                keys = logits.size(3);
  for (const Tensor* x : {&sums, &total, &lse}) {
    TORCH_CHECK(x->dim() == 4 && x->size(0) == n && x->size(1) == heads && x->size(2) == rows &&
                    x->stride(3) == 1 && x->scalar_type() == logits.scalar_type(),
                "softmax_sums: outputs must match the block's rows and dtype");
  }
  AT_DISPATCH_FLOATING_TYPES(logits.scalar_type(), "shaw_softmax_sums", [&] {
    Rows<scalar_t> x(logits), s(sums), t(total), l(lse);
    const scalar_t tiny = std::numeric_limits<scalar_t>::min();
    at::parallel_for(0, n * heads * rows, grain(keys), [&](int64_t begin, int64_t end) {
      RowIndex r(begin, heads, rows);
      for (int64_t flat = begin; flat < end; ++flat, r.next()) {
        scalar_t* row = x.at(r);
        const scalar_t top = row_max(row, keys);
        const int64_t position = first_row + r.i;
        const Regions g = regions(position, clip, keys);
        exp_in_place(row, keys, top);
        scalar_t sum = distance_sums(row, g, keys, clip - position, clip, s.at(r));
        sum = std::max(sum, tiny);
        *t.at(r) = sum;
        *l.at(r) = std::log(sum) + top;
      }
    });
  });
}

// Backward, after a block's logits less lse (in probs) and dP - delta (in
// grads) are complete: probs becomes P = exp(probs), grads dS = P * grads;
// by_probs (or None) gets the per-distance sums of P, by_grads those of dS.
void probs_and_grads(Tensor probs, Tensor grads, const c10::optional<Tensor>& by_probs,
                     Tensor by_grads, int64_t first_row, int64_t clip) {
  check_block(probs, "probs_and_grads probs");
  check_block(grads, "probs_and_grads grads");
  TORCH_CHECK(probs.is_contiguous() && grads.is_contiguous() && probs.sizes() == grads.sizes() &&
                  probs.scalar_type() == grads.scalar_type(),
              "probs_and_grads: probs and grads must be contiguous blocks of one shape and dtype");
  const int64_t n = probs.size(0), heads = probs.size(1), rows = probs.size(2),
                keys = probs.size(3);
  AT_DISPATCH_FLOATING_TYPES(probs.scalar_type(), "shaw_probs_and_grads", [&] {
    Rows<scalar_t> p(probs), d(grads), sg(by_grads);
    Rows<scalar_t> sp = by_probs.has_value() ? Rows<scalar_t>(*by_probs) : Rows<scalar_t>();
    at::parallel_for(0, n * heads * rows, grain(keys), [&](int64_t begin, int64_t end) {
      RowIndex r(begin, heads, rows);
      for (int64_t flat = begin; flat < end; ++flat, r.next()) {
        scalar_t* pr = p.at(r);
        scalar_t* dr = d.at(r);
        exp_and_product(pr, dr, keys);
        const int64_t position = first_row + r.i;
        const Regions g = regions(position, clip, keys);
        if (by_probs.has_value()) distance_sums(pr, g, keys, clip - position, clip, sp.at(r));
        distance_sums(dr, g, keys, clip - position, clip, sg.at(r));
      }
    });
  });
}

// ---- Diet (bias_attention's backward pass) -----------------------------------

// Before a block's two products: probs = bias + mask - lse, grads = -delta.
// bias and mask broadcastable to probs (n, heads, rows, keys); lse and delta
// (n, heads, rows, 1).
void diet_prepare(Tensor probs, Tensor grads, const Tensor& bias, const c10::optional<Tensor>& mask,
                  const Tensor& lse, const Tensor& delta) {
  check_block(probs, "diet_prepare probs");
  check_block(grads, "diet_prepare grads");
  const int64_t n = probs.size(0), heads = probs.size(1), rows = probs.size(2),
                keys = probs.size(3);
  Tensor bias4 = bias.expand({n, heads, rows, keys});
  Tensor mask4 = mask.has_value() ? mask->expand({n, heads, rows, keys}) : Tensor();
  Tensor lse4 = lse.expand({n, heads, rows, 1}), delta4 = delta.expand({n, heads, rows, 1});
  TORCH_CHECK(!mask4.defined() || mask4.stride(3) <= 1,
              "diet_prepare: the mask must have contiguous (or broadcast) keys");
  AT_DISPATCH_FLOATING_TYPES(probs.scalar_type(), "diet_prepare", [&] {
    Rows<scalar_t> p(probs), d(grads), b(bias4), l(lse4), e(delta4);
    const int64_t bias_step = b.s3;
    Rows<scalar_t> m = mask4.defined() ? Rows<scalar_t>(mask4) : Rows<scalar_t>();
    const int64_t mask_step = mask4.defined() ? mask4.stride(3) : 0;
    at::parallel_for(0, n * heads * rows, grain(keys), [&](int64_t begin, int64_t end) {
      RowIndex r(begin, heads, rows);
      for (int64_t flat = begin; flat < end; ++flat, r.next()) {
        scalar_t* pr = p.at(r);
        scalar_t* dr = d.at(r);
        const scalar_t* br = b.at(r);
        const scalar_t shift = *l.at(r), fill = -*e.at(r);
        if (bias_step != 1) {  // a transposed bias (Diet-Rel's encoder-decoder table)
          for (int64_t j = 0; j < keys; ++j) pr[j] = br[j * bias_step] - shift;
          if (mask4.defined()) {
            const scalar_t* mr = m.at(r);
            for (int64_t j = 0; j < keys; ++j) pr[j] += mr[j * mask_step];
          }
        } else if (!mask4.defined()) {
          for (int64_t j = 0; j < keys; ++j) pr[j] = br[j] - shift;
        } else if (mask_step == 1) {
          const scalar_t* mr = m.at(r);
          for (int64_t j = 0; j < keys; ++j) pr[j] = br[j] + mr[j] - shift;
        } else {
          const scalar_t value = *m.at(r) - shift;
          for (int64_t j = 0; j < keys; ++j) pr[j] = br[j] + value;
        }
        for (int64_t j = 0; j < keys; ++j) dr[j] = fill;
      }
    });
  });
}

// After them (probs: logits less lse; grads: dP - delta): probs becomes
// P = exp(probs), grads dS = P * grads, and dS is added to grad_bias, a
// (1 | n, 1 | heads, rows, keys) view: summed over the sentences and heads
// it is broadcast over.
void diet_probs_and_grads(Tensor probs, Tensor grads, Tensor grad_bias) {
  check_block(probs, "diet_probs_and_grads probs");
  check_block(grads, "diet_probs_and_grads grads");
  check_block(grad_bias, "diet_probs_and_grads grad_bias");
  const int64_t n = probs.size(0), heads = probs.size(1), rows = probs.size(2),
                keys = probs.size(3);
  const int64_t bn = grad_bias.size(0), bh = grad_bias.size(1);
  TORCH_CHECK((bn == 1 || bn == n) && (bh == 1 || bh == heads) && grad_bias.size(2) == rows &&
                  grad_bias.size(3) == keys && probs.sizes() == grads.sizes(),
              "diet_probs_and_grads: grad_bias must be (1 | n, 1 | heads, rows, keys)");
  AT_DISPATCH_FLOATING_TYPES(probs.scalar_type(), "diet_probs_and_grads", [&] {
    Rows<scalar_t> p(probs), d(grads), t(grad_bias);
    // One target row per task: the block rows summed into it are all its own.
    at::parallel_for(0, bn * bh * rows, grain(keys), [&](int64_t begin, int64_t end) {
      RowIndex r(begin, bh, rows);
      for (int64_t target = begin; target < end; ++target, r.next()) {
        scalar_t* acc = t.at(r);
        for (int64_t s = (bn == 1 ? 0 : r.a); s < (bn == 1 ? n : r.a + 1); ++s) {
          for (int64_t h = (bh == 1 ? 0 : r.b); h < (bh == 1 ? heads : r.b + 1); ++h) {
            exp_and_product(p.at(s, h, r.i), d.at(s, h, r.i), keys);
            const scalar_t* dr = d.at(s, h, r.i);
            for (int64_t j = 0; j < keys; ++j) acc[j] += dr[j];
          }
        }
      }
    });
  });
}


// ---- Diet: a whole attention call, forward and backward ----------------------
//
// One operator each way, so that an attention call with a learned bias
// dispatches as many operators as torch's fused attention without one (the
// products and the fused kernel are called from here, below the dispatcher's
// Python layer). Blocks of the backward pass as in modules/bias_attention.py.

// x narrowed to [start, end) along dim: x itself when that is all of it (a
// block covering a whole dimension costs no view).
Tensor range(const Tensor& x, int64_t dim, int64_t start, int64_t end) {
  return start == 0 && end == x.size(dim) ? x : x.narrow(dim, start, end - start);
}

// The block of a (n0, n1, rows, ...) tensor: entries [o0, o1) x [i0, i1) x [r0, r1).
Tensor rows_of(const Tensor& x, int64_t o0, int64_t o1, int64_t i0, int64_t i1, int64_t r0,
               int64_t r1) {
  return range(range(range(x, 0, o0, o1), 1, i0, i1), 2, r0, r1);
}

// The block of a broadcastable (1 | n0, 1 | n1, 1 | rows, 1 | keys) tensor for
// outer entries [o0, o1), inner [i0, i1), rows [r0, r1) and the first `keys` keys.
Tensor part(const Tensor& x, int64_t o0, int64_t o1, int64_t i0, int64_t i1, int64_t r0,
            int64_t r1, int64_t keys) {
  const Tensor y = rows_of(x, x.size(0) > 1 ? o0 : 0, x.size(0) > 1 ? o1 : 1, x.size(1) > 1 ? i0 : 0,
                           x.size(1) > 1 ? i1 : 1, x.size(2) > 1 ? r0 : 0, x.size(2) > 1 ? r1 : 1);
  return x.size(3) > 1 ? range(y, 3, 0, keys) : y;
}

// out (n, h, rows, cols) = beta * out + a @ b, a (n, h, rows, m), b (n, h, m, cols).
void add_matmul_(Tensor out, const Tensor& a, const Tensor& b, double beta = 1.0) {
  const int64_t n = out.size(0), h = out.size(1), rows = out.size(2), cols = out.size(3);
  out.view({n * h, rows, cols})
      .baddbmm_(a.reshape({n * h, rows, -1}), b.reshape({n * h, -1, cols}), beta, 1.0);
}

// softmax(q k^T + bias + mask) v for every sentence, the bias added to the
// mask once: (out, log-sum-exp) of torch's fused CPU kernel. runs: (first,
// end, keys) triples of sentences whose real keys are their first `keys`:
// then `mask` is the mask without padding (or None) and each run is one call
// cut to its keys; empty: one call with bias + mask.
std::tuple<Tensor, Tensor> diet_attention_forward(const Tensor& q, const Tensor& k,
                                                  const Tensor& v, const Tensor& bias,
                                                  const c10::optional<Tensor>& mask,
                                                  c10::IntArrayRef runs) {
  const Tensor full = mask.has_value() ? bias + *mask : bias;
  if (runs.empty()) {
    auto result = at::_scaled_dot_product_flash_attention_for_cpu(q, k, v, 0.0, false, full, 1.0);
    return {std::get<0>(result), std::get<1>(result)};
  }
  TORCH_CHECK(runs.size() % 3 == 0, "diet_attention_forward: runs are (first, end, keys) triples");
  std::vector<Tensor> outs, lses;
  for (size_t r = 0; r < runs.size(); r += 3) {
    const int64_t first = runs[r], end = runs[r + 1], keys = runs[r + 2];
    auto result = at::_scaled_dot_product_flash_attention_for_cpu(
        q.slice(0, first, end), k.slice(0, first, end).slice(2, 0, keys),
        v.slice(0, first, end).slice(2, 0, keys), 0.0, false, full.slice(3, 0, keys), 1.0);
    outs.push_back(std::get<0>(result));
    lses.push_back(std::get<1>(result));
  }
  return {at::cat(outs), at::cat(lses)};
}

// The backward pass of a whole attention call head by head in one sweep, for
// small heads (modules/tuning.py's SWEEP_HEAD_DIM, SWEEP_PAIRS): the five products as
// loops over each head's rows, the element-wise work between them done on a
// row while it is in cache. Larger heads take the blocks below, whose batched
// products are faster there.
// q, grad_out, out (n, heads, rows, d); k, v (n, heads, keys, d), all with a
// contiguous last dimension; bias4 and mask4 (or undefined) broadcastable to
// (n, heads, rows, keys) with contiguous or broadcast keys, or bias4 with
// strided keys; lse (n, heads, rows, 1). Each task owns one row block of
// grad_bias ((1 | n, 1 | heads, rows, keys)) and the heads summed into it.
template <typename T>
void diet_backward_small(const Tensor& grad_out, const Tensor& q, const Tensor& k, const Tensor& v,
                         const Tensor& bias4, const Tensor& mask4, const Tensor& out,
                         const Tensor& lse, Tensor grad_q, Tensor grad_k, Tensor grad_v,
                         Tensor grad_bias) {
  const int64_t n = q.size(0), heads = q.size(1), rows = q.size(2), d = q.size(3),
                keys = k.size(2);
  const int64_t bn = grad_bias.size(0), bh = grad_bias.size(1);
  const Tensor bias_all = bias4.expand({n, heads, rows, keys});
  const Tensor mask_all = mask4.defined() ? mask4.expand({n, heads, rows, keys}) : Tensor();
  const Tensor lse_all = lse.expand({n, heads, rows, 1});
  Rows<T> qr(q), dor(grad_out), outr(out), kr(k), vr(v), br(bias_all), lr(lse_all);
  Rows<T> gq(grad_q), gk(grad_k), gv(grad_v), gb(grad_bias);
  Rows<T> mr = mask_all.defined() ? Rows<T>(mask_all) : Rows<T>();
  const int64_t bias_step = bias_all.stride(3), mask_step = mask_all.defined() ? mask_all.stride(3) : 0;
  // Rows of keys padded to whole vectors: the loops over keys have no remainder.
  constexpr int64_t lanes = 8;
  const int64_t padded = (keys + lanes - 1) / lanes * lanes;
  at::parallel_for(0, bn * bh, 1, [&](int64_t begin, int64_t end) {
    // Per task: k and v transposed (d, padded keys; zeros past the keys), one
    // row of logits (-inf past the keys: P is 0 there) and one of their gradients.
    std::vector<T> kt(d * padded, T(0)), vt(d * padded, T(0)), p(padded), g(padded);
    for (int64_t target = begin; target < end; ++target) {
      const int64_t b = target % bh, a = target / bh;
      for (int64_t s = (bn == 1 ? 0 : a); s < (bn == 1 ? n : a + 1); ++s) {
        for (int64_t h = (bh == 1 ? 0 : b); h < (bh == 1 ? heads : b + 1); ++h) {
          // Row i of head (s, h) of an (n, heads, len, .) tensor: at(x, s, h) + i * x.s2.
          const auto at = [s, h](const Rows<T>& x) { return x.data + s * x.s0 + h * x.s1; };
          const T *q0 = at(qr), *do0 = at(dor), *o0 = at(outr), *k0 = at(kr), *v0 = at(vr),
                  *b0 = at(br), *l0 = at(lr);
          const T* m0 = mask_all.defined() ? at(mr) : nullptr;
          T* dq0 = at(gq);
          T* dk = at(gk);  // contiguous (keys, d)
          T* dv = at(gv);
          T* dbias0 = gb.data + (bn == 1 ? 0 : s) * gb.s0 + (bh == 1 ? 0 : h) * gb.s1;
          for (int64_t j = 0; j < keys; ++j) {
            for (int64_t c = 0; c < d; ++c) {
              kt[c * padded + j] = k0[j * kr.s2 + c];
              vt[c * padded + j] = v0[j * vr.s2 + c];
            }
          }
          std::fill(dk, dk + keys * d, T(0));
          std::fill(dv, dv + keys * d, T(0));
          T* pr = p.data();
          T* gr = g.data();
          for (int64_t i = 0; i < rows; ++i) {
            const T* qi = q0 + i * qr.s2;
            const T* doi = do0 + i * dor.s2;
            const T* oi = o0 + i * outr.s2;
            const T* bi = b0 + i * br.s2;
            const T shift = l0[i * lr.s2];
            T delta = 0;
            for (int64_t c = 0; c < d; ++c) delta += doi[c] * oi[c];  // rowsum(dO * out)
            // P = exp(bias + mask - lse + q k^T); dP - delta = dO v^T - delta
            if (bias_step == 1) {
              for (int64_t j = 0; j < keys; ++j) pr[j] = bi[j] - shift;
            } else {
              for (int64_t j = 0; j < keys; ++j) pr[j] = bi[j * bias_step] - shift;
            }
            std::fill(pr + keys, pr + padded, -std::numeric_limits<T>::infinity());
            if (m0 != nullptr) {
              const T* mi = m0 + i * mr.s2;
              if (mask_step == 1) {
                for (int64_t j = 0; j < keys; ++j) pr[j] += mi[j];
              } else {
                for (int64_t j = 0; j < keys; ++j) pr[j] += mi[j * mask_step];
              }
            }
            std::fill(gr, gr + padded, -delta);
            for (int64_t c = 0; c < d; ++c) {
              const T qc = qi[c], dc = doi[c];
              const T* ktc = kt.data() + c * padded;
              const T* vtc = vt.data() + c * padded;
#pragma omp simd
              for (int64_t j = 0; j < padded; ++j) {
                pr[j] += qc * ktc[j];
                gr[j] += dc * vtc[j];
              }
            }
            exp_and_product(pr, gr, padded);  // p = P, g = dS (both 0 past the keys)
            T* dbias = dbias0 + i * gb.s2;
#pragma omp simd
            for (int64_t j = 0; j < keys; ++j) dbias[j] += gr[j];
            T* dq = dq0 + i * gq.s2;
            std::fill(dq, dq + d, T(0));
            for (int64_t j = 0; j < keys; ++j) {
              const T ds = gr[j], pj = pr[j];
              const T* kj = k0 + j * kr.s2;
              T* dkj = dk + j * d;
              T* dvj = dv + j * d;
#pragma omp simd
              for (int64_t c = 0; c < d; ++c) {
                dq[c] += ds * kj[c];
                dkj[c] += ds * qi[c];
                dvj[c] += pj * doi[c];
              }
            }
          }
        }
      }
    }
  });
}

// Gradients of q, k, v and the bias (summed to the bias's shape) from the
// forward pass's output and log-sum-exp, block by block:
//   P = exp(q k^T + bias + mask - lse),  dS = P * (dO v^T - rowsum(dO * out)),
//   dq = dS k,  dk = dS^T q,  dv = P^T dO,  dbias = dS summed to bias's shape.
// blocks: (first sentence, end, first head, end, first row, end, keys)
// 7-tuples covering the product, or none: small heads in one sweep
// (diet_backward_small). row_blocks: several blocks share keys (causal rows
// against the keys up to their last one), so they add to the keys' gradients.
std::tuple<Tensor, Tensor, Tensor, Tensor> diet_attention_backward(
    const Tensor& grad_out_, const Tensor& q_, const Tensor& k_, const Tensor& v_,
    const Tensor& bias, const c10::optional<Tensor>& mask, const Tensor& out, const Tensor& lse_,
    c10::IntArrayRef blocks, bool row_blocks) {
  const Tensor lse = lse_.unsqueeze(-1);
  const int64_t rows = q_.size(2), keys_all = k_.size(2);
  std::vector<int64_t> shape4(4 - bias.dim(), 1);
  shape4.insert(shape4.end(), bias.sizes().begin(), bias.sizes().end());
  const Tensor bias4 = bias.view(shape4);
  Tensor mask4;
  if (mask.has_value()) {
    std::vector<int64_t> m4(4 - mask->dim(), 1);
    m4.insert(m4.end(), mask->sizes().begin(), mask->sizes().end());
    mask4 = mask->view(m4);
    if (mask4.size(3) > 1 && mask4.stride(3) != 1) mask4 = mask4.contiguous();
  }
  TORCH_CHECK(bias4.size(2) == rows && bias4.size(3) == keys_all,
              "diet_attention_backward: the bias must cover every query row and key");
  if (blocks.empty()) {  // small heads: one sweep
    TORCH_CHECK(!row_blocks, "diet_attention_backward: row blocks need blocks");
    const auto opts = q_.options();
    Tensor grad_q = at::empty(q_.sizes(), opts), grad_k = at::empty(k_.sizes(), opts),
           grad_v = at::empty(v_.sizes(), opts);
    Tensor grad_bias = at::zeros(bias4.sizes(), bias.options());
    // Read in place where their rows are contiguous (the projections' head views are).
    const auto rows_contiguous = [](const Tensor& x) { return x.stride(3) == 1 ? x : x.contiguous(); };
    TORCH_CHECK(!mask4.defined() || mask4.size(3) == 1 || mask4.stride(3) == 1,
                "diet_attention_backward: the mask must have contiguous (or broadcast) keys");
    AT_DISPATCH_FLOATING_TYPES(q_.scalar_type(), "diet_backward_small", [&] {
      diet_backward_small<scalar_t>(rows_contiguous(grad_out_), rows_contiguous(q_),
                                    rows_contiguous(k_), rows_contiguous(v_), bias4, mask4,
                                    rows_contiguous(out), lse, grad_q, grad_k, grad_v, grad_bias);
    });
    return {grad_q, grad_k, grad_v, grad_bias.view(bias.sizes())};
  }
  const Tensor q = q_.contiguous(), k = k_.contiguous(), v = v_.contiguous();
  const Tensor grad_out = grad_out_.contiguous();
  const Tensor delta = (grad_out * out).sum(-1, /*keepdim=*/true);  // rowsum(dO * out)
  Tensor grad_q = at::empty_like(q);
  Tensor grad_k = row_blocks ? at::zeros_like(k) : at::empty_like(k);
  Tensor grad_v = row_blocks ? at::zeros_like(v) : at::empty_like(v);
  Tensor grad_bias = at::zeros(bias4.sizes(), bias.options());
  Tensor workspace;
  auto buffer = [&](int64_t slot, int64_t n, int64_t h, int64_t r, int64_t keys) {
    const int64_t numel = n * h * r * keys;
    if (!workspace.defined() || workspace.size(1) < numel) workspace = at::empty({2, numel}, q.options());
    return workspace.select(0, slot).narrow(0, 0, numel).view({n, h, r, keys});
  };
  auto block = [&](int64_t o0, int64_t o1, int64_t i0, int64_t i1, int64_t r0, int64_t r1,
                   int64_t keys) {
    const auto block_rows = [&](const Tensor& x) { return rows_of(x, o0, o1, i0, i1, r0, r1); };
    const auto block_keys = [&](const Tensor& x) { return rows_of(x, o0, o1, i0, i1, 0, keys); };
    const Tensor qc = block_rows(q), dout = block_rows(grad_out), kc = block_keys(k), vc = block_keys(v);
    const int64_t n = o1 - o0, h = i1 - i0, r = r1 - r0;
    Tensor probs = buffer(0, n, h, r, keys), grads = buffer(1, n, h, r, keys);
    c10::optional<Tensor> mask_part;
    if (mask4.defined()) mask_part = part(mask4, o0, o1, i0, i1, r0, r1, keys);
    diet_prepare(probs, grads, part(bias4, o0, o1, i0, i1, r0, r1, keys), mask_part, block_rows(lse),
                 block_rows(delta));
    add_matmul_(probs, qc, kc.transpose(2, 3));
    add_matmul_(grads, dout, vc.transpose(2, 3));  // dP - delta
    diet_probs_and_grads(probs, grads, part(grad_bias, o0, o1, i0, i1, r0, r1, keys));
    add_matmul_(block_rows(grad_q), grads, kc, 0.0);
    const double beta = row_blocks ? 1.0 : 0.0;  // causal row blocks add to their keys
    add_matmul_(block_keys(grad_k), grads.transpose(2, 3), qc, beta);
    add_matmul_(block_keys(grad_v), probs.transpose(2, 3), dout, beta);
  };
  TORCH_CHECK(blocks.size() % 7 == 0, "diet_attention_backward: blocks are 7-tuples");
  for (size_t b = 0; b < blocks.size(); b += 7)
    block(blocks[b], blocks[b + 1], blocks[b + 2], blocks[b + 3], blocks[b + 4], blocks[b + 5],
          blocks[b + 6]);
  return {grad_q, grad_k, grad_v, grad_bias.view(bias.sizes())};
}

// ---- Shaw et al.: a whole attention call, forward and backward --------------
//
// modules/shaw_attention.py's _ShawAttention, one operator each way. Tensors are
// head-major, (heads, bsz, len, d), contiguous; the relative embeddings
// (1 | heads, 2 clip + 1, d); blocks as for Diet, over (heads, bsz).

// x (heads, bsz, rows, n) @ weight (1 | heads, n, m), one product per head.
Tensor per_head(const Tensor& x, const Tensor& weight) {
  const int64_t heads = x.size(0), bsz = x.size(1), rows = x.size(2), n = x.size(3);
  if (weight.size(0) == 1) return at::matmul(x, weight.select(0, 0));
  return at::bmm(x.reshape({heads, bsz * rows, n}), weight).view({heads, bsz, rows, -1});
}

// The sum over sentences and rows of x^T y per head, (1 | heads, n, m) as `like`.
Tensor per_head_outer(const Tensor& x, const Tensor& y, const Tensor& like) {
  const int64_t heads = x.size(0), rows = x.size(1) * x.size(2);
  Tensor product = at::bmm(x.reshape({heads, rows, -1}).transpose(1, 2), y.reshape({heads, rows, -1}));
  return like.size(0) == 1 ? product.sum(0, /*keepdim=*/true) : product;
}

// mask broadcastable to (bsz, heads, Tq, Tk) -> 4-d, head-major, or undefined.
Tensor head_major_mask(const c10::optional<Tensor>& mask) {
  if (!mask.has_value()) return Tensor();
  std::vector<int64_t> shape(4 - mask->dim(), 1);
  shape.insert(shape.end(), mask->sizes().begin(), mask->sizes().end());
  return mask->view(shape).transpose(0, 1);
}

// q, k, v (bsz, heads, len, d). Returns (out, lse, q, k, v), head-major.
std::tuple<Tensor, Tensor, Tensor, Tensor, Tensor> shaw_attention_forward(
    const Tensor& q_, const Tensor& k_, const Tensor& v_, const Tensor& key_emb,
    const c10::optional<Tensor>& value_emb, const c10::optional<Tensor>& mask, int64_t clip,
    c10::IntArrayRef blocks) {
  const Tensor q = q_.transpose(0, 1).contiguous(), k = k_.transpose(0, 1).contiguous(),
               v = v_.transpose(0, 1).contiguous();
  const int64_t heads = q.size(0), bsz = q.size(1), rows = q.size(2);
  const Tensor mask4 = head_major_mask(mask);
  const Tensor scores = per_head(q, key_emb.transpose(1, 2));  // q_i.aK_r: (heads, bsz, Tq, 2k+1)
  Tensor out = at::empty_like(q);
  Tensor totals = q.new_empty({heads, bsz, rows, 1}), lse = q.new_empty({heads, bsz, rows, 1});
  Tensor by_distance = q.new_empty(scores.sizes());  // per-distance sums of the probabilities
  Tensor workspace;
  TORCH_CHECK(blocks.size() % 7 == 0, "shaw_attention_forward: blocks are 7-tuples");
  for (size_t b = 0; b < blocks.size(); b += 7) {
    const int64_t o0 = blocks[b], o1 = blocks[b + 1], i0 = blocks[b + 2], i1 = blocks[b + 3],
                  r0 = blocks[b + 4], r1 = blocks[b + 5], keys = blocks[b + 6];
    const int64_t numel = (o1 - o0) * (i1 - i0) * (r1 - r0) * keys;
    if (!workspace.defined() || workspace.numel() < numel) workspace = q.new_empty({numel});
    Tensor logits = workspace.narrow(0, 0, numel).view({o1 - o0, i1 - i0, r1 - r0, keys});
    const auto block_rows = [&](const Tensor& x) { return rows_of(x, o0, o1, i0, i1, r0, r1); };
    const auto block_keys = [&](const Tensor& x) { return rows_of(x, o0, o1, i0, i1, 0, keys); };
    c10::optional<Tensor> mask_part;
    if (mask4.defined()) mask_part = part(mask4, o0, o1, i0, i1, r0, r1, keys);
    spread(logits, block_rows(scores), c10::nullopt, mask_part, r0, clip);
    add_matmul_(logits, block_rows(q), block_keys(k).transpose(2, 3));
    softmax_sums(logits, block_rows(by_distance), block_rows(totals), block_rows(lse), r0, clip);
    add_matmul_(block_rows(out), logits, block_keys(v), 0.0);
  }
  if (value_emb.has_value()) out += per_head(by_distance, *value_emb);
  out /= totals;
  return {out, lse, q, k, v};
}

// grad_out (bsz, heads, Tq, d); the others head-major, as the forward pass
// returned them. Returns the gradients of q, k, v (head-major), of the key
// embeddings and of the value embeddings (undefined without them).
std::tuple<Tensor, Tensor, Tensor, Tensor, Tensor> shaw_attention_backward(
    const Tensor& grad_out_, const Tensor& q, const Tensor& k, const Tensor& v,
    const Tensor& key_emb, const c10::optional<Tensor>& value_emb,
    const c10::optional<Tensor>& mask, const Tensor& out, const Tensor& lse, int64_t clip,
    c10::IntArrayRef blocks, bool row_blocks) {
  const Tensor grad_out = grad_out_.transpose(0, 1).contiguous();
  const Tensor mask4 = head_major_mask(mask);
  const Tensor delta = (grad_out * out).sum(-1, /*keepdim=*/true);  // rowsum(dO * out)
  Tensor grad_q = at::empty_like(q);
  Tensor grad_k = row_blocks ? at::zeros_like(k) : at::empty_like(k);
  Tensor grad_v = row_blocks ? at::zeros_like(v) : at::empty_like(v);
  const Tensor scores = per_head(q, key_emb.transpose(1, 2));
  Tensor grad_scores, by_probs;
  if (value_emb.has_value()) {
    grad_scores = per_head(grad_out, value_emb->transpose(1, 2));  // dO_i.aV_r
    by_probs = q.new_empty(scores.sizes());
  }
  Tensor by_grads = q.new_empty(scores.sizes());
  Tensor workspace;
  const Tensor neg_lse = -lse, neg_delta = -delta;
  TORCH_CHECK(blocks.size() % 7 == 0, "shaw_attention_backward: blocks are 7-tuples");
  for (size_t b = 0; b < blocks.size(); b += 7) {
    const int64_t o0 = blocks[b], o1 = blocks[b + 1], i0 = blocks[b + 2], i1 = blocks[b + 3],
                  r0 = blocks[b + 4], r1 = blocks[b + 5], keys = blocks[b + 6];
    const int64_t n = o1 - o0, h = i1 - i0, r = r1 - r0, numel = n * h * r * keys;
    if (!workspace.defined() || workspace.size(1) < numel) workspace = q.new_empty({2, numel});
    Tensor probs = workspace.select(0, 0).narrow(0, 0, numel).view({n, h, r, keys});
    Tensor grads = workspace.select(0, 1).narrow(0, 0, numel).view({n, h, r, keys});
    const auto block_rows = [&](const Tensor& x) { return rows_of(x, o0, o1, i0, i1, r0, r1); };
    const auto keys_of = [&](const Tensor& x) { return rows_of(x, o0, o1, i0, i1, 0, keys); };
    const Tensor qc = block_rows(q), dout = block_rows(grad_out), kc = keys_of(k), vc = keys_of(v);
    c10::optional<Tensor> mask_part;
    if (mask4.defined()) mask_part = part(mask4, o0, o1, i0, i1, r0, r1, keys);
    spread(probs, block_rows(scores), block_rows(neg_lse), mask_part, r0, clip);
    add_matmul_(probs, qc, kc.transpose(2, 3));
    if (grad_scores.defined()) {
      spread(grads, block_rows(grad_scores), block_rows(neg_delta), c10::nullopt, r0, clip);
    } else {
      grads.copy_(block_rows(neg_delta));
    }
    add_matmul_(grads, dout, vc.transpose(2, 3));  // dP - delta
    c10::optional<Tensor> block_by_probs;
    if (by_probs.defined()) block_by_probs = block_rows(by_probs);
    probs_and_grads(probs, grads, block_by_probs, block_rows(by_grads), r0, clip);
    add_matmul_(block_rows(grad_q), grads, kc, 0.0);
    const double beta = row_blocks ? 1.0 : 0.0;  // causal row blocks add to their keys
    add_matmul_(keys_of(grad_k), grads.transpose(2, 3), qc, beta);
    add_matmul_(keys_of(grad_v), probs.transpose(2, 3), dout, beta);
  }
  grad_q += per_head(by_grads, key_emb);
  Tensor grad_key_emb = per_head_outer(by_grads, q, key_emb);
  Tensor grad_value_emb;
  if (value_emb.has_value()) grad_value_emb = per_head_outer(by_probs, grad_out, *value_emb);
  return {grad_q, grad_k, grad_v, grad_key_emb, grad_value_emb};
}

// ---- Position terms of a stack, built once per forward pass ------------------

// table[g, i, j] = per_distance[g, i - j + keys - 1] for per_distance (groups,
// rows + keys - 1): a Toeplitz table (g, rows, keys) (modules/tables.py).
Tensor toeplitz_forward(const Tensor& per_distance, int64_t rows, int64_t keys) {
  TORCH_CHECK(per_distance.dim() == 2 && per_distance.size(1) == rows + keys - 1,
              "toeplitz_forward: per_distance must be (groups, rows + keys - 1)");
  const Tensor source = per_distance.contiguous();
  const int64_t groups = source.size(0), width = source.size(1);
  Tensor table = at::empty({groups, rows, keys}, source.options());
  AT_DISPATCH_FLOATING_TYPES(source.scalar_type(), "toeplitz_forward", [&] {
    const scalar_t* from = source.data_ptr<scalar_t>();
    scalar_t* to = table.data_ptr<scalar_t>();
    at::parallel_for(0, groups * rows, grain(keys), [&](int64_t begin, int64_t end) {
      int64_t g = begin / rows, i = begin % rows;
      for (int64_t flat = begin; flat < end; ++flat) {
        // j = 0..keys-1 reads distances i + keys - 1 down to i: reversed.
        const scalar_t* row = from + g * width + i + keys - 1;
        scalar_t* out = to + flat * keys;
        for (int64_t j = 0; j < keys; ++j) out[j] = row[-j];
        if (++i == rows) {  // (no division per row)
          i = 0;
          ++g;
        }
      }
    });
  });
  return table;
}

// The gradient of toeplitz_forward: each diagonal of grad (groups, rows, keys)
// summed into its distance.
Tensor toeplitz_backward(const Tensor& grad_, int64_t rows, int64_t keys) {
  const Tensor grad = grad_.contiguous();
  const int64_t groups = grad.size(0), width = rows + keys - 1;
  Tensor per_distance = at::zeros({groups, width}, grad.options());
  AT_DISPATCH_FLOATING_TYPES(grad.scalar_type(), "toeplitz_backward", [&] {
    const scalar_t* from = grad.data_ptr<scalar_t>();
    scalar_t* to = per_distance.data_ptr<scalar_t>();
    at::parallel_for(0, groups, 1, [&](int64_t begin, int64_t end) {
      for (int64_t g = begin; g < end; ++g) {
        for (int64_t i = 0; i < rows; ++i) {
          const scalar_t* row = from + (g * rows + i) * keys;
          scalar_t* sums = to + g * width + i + keys - 1;
          for (int64_t j = 0; j < keys; ++j) sums[-j] += row[j];
        }
      }
    });
  });
  return per_distance;
}

// RoPE (modules/rotation.py): each pair (x_2k, x_2k+1) of x (n, heads, len, d) rotated by
// the angle whose cosine and sine are rotation[..., k, 0] and [..., k, 1]
// (rotation (1 | n, 1, len, d / 2, 2)), into a tensor laid out as x (a head
// view of a projection stays one, so its gradient needs no copy); sign -1
// rotates the other way (the gradient).
Tensor rope_rotate_kernel(const Tensor& x_, const Tensor& rotation_, int64_t sign) {
  TORCH_CHECK(x_.dim() == 4 && x_.size(3) % 2 == 0 && x_.device().is_cpu(),
              "rope: expected a 4-d CPU tensor with an even last dimension");
  const Tensor x = x_.stride(3) == 1 ? x_ : x_.contiguous();
  const int64_t n = x.size(0), heads = x.size(1), len = x.size(2), pairs = x.size(3) / 2;
  TORCH_CHECK(rotation_.dim() == 5 && rotation_.size(3) == pairs && rotation_.size(4) == 2 &&
                  rotation_.scalar_type() == x.scalar_type(),
              "rope: the rotation must be (1 | n, 1, len, d / 2, 2) in the dtype of x");
  const Tensor rotation = rotation_.expand({n, heads, len, pairs, 2}).flatten(3);
  TORCH_CHECK(rotation.stride(3) == 1, "rope: the rotation's (cos, sin) pairs must be contiguous");
  Tensor out = at::empty_like(x);
  AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "rope_rotate", [&] {
    Rows<scalar_t> xr(x), rr(rotation), o(out);
    const scalar_t s = static_cast<scalar_t>(sign);
    at::parallel_for(0, n * heads * len, grain(2 * pairs), [&](int64_t begin, int64_t end) {
      RowIndex r(begin, heads, len);
      for (int64_t flat = begin; flat < end; ++flat, r.next()) {
        const scalar_t* xi = xr.at(r);
        const scalar_t* turn = rr.at(r);
        scalar_t* y = o.at(r);
        _Pragma("omp simd")  // (a #pragma cannot stand in the dispatch macro's argument)
        for (int64_t k = 0; k < pairs; ++k) {
          const scalar_t even = xi[2 * k], odd = xi[2 * k + 1], cosine = turn[2 * k],
                         sine = s * turn[2 * k + 1];
          y[2 * k] = even * cosine - odd * sine;
          y[2 * k + 1] = even * sine + odd * cosine;
        }
      }
    });
  });
  return out;
}

// Queries and keys at the same positions (self-attention), in one operator.
std::tuple<Tensor, Tensor> rope_rotate_pair_kernel(const Tensor& x, const Tensor& y,
                                                   const Tensor& rotation, int64_t sign) {
  return {rope_rotate_kernel(x, rotation, sign), rope_rotate_kernel(y, rotation, sign)};
}

// TISA (positions/base.py's RadialBasisSum): f(d) = sum_s a_s exp(-|b_s| (d - c_s)^2) for every group
// (the rows of a, b, c: (groups, kernels)) and offset d (distances, float).
Tensor tisa_forward(const Tensor& a_, const Tensor& b_, const Tensor& c_, const Tensor& d_) {
  const Tensor a = a_.contiguous(), b = b_.contiguous(), c = c_.contiguous(), d = d_.contiguous();
  const int64_t groups = a.size(0), kernels = a.size(1), count = d.size(0);
  Tensor f = at::empty({groups, count}, a.options());
  AT_DISPATCH_FLOATING_TYPES(a.scalar_type(), "tisa_forward", [&] {
    const scalar_t *pa = a.data_ptr<scalar_t>(), *pb = b.data_ptr<scalar_t>(),
                   *pc = c.data_ptr<scalar_t>(), *pd = d.data_ptr<scalar_t>();
    scalar_t* pf = f.data_ptr<scalar_t>();
    at::parallel_for(0, groups, 1, [&](int64_t begin, int64_t end) {
      for (int64_t g = begin; g < end; ++g) {
        for (int64_t n = 0; n < count; ++n) {
          scalar_t total = 0;
          for (int64_t s = 0; s < kernels; ++s) {
            const scalar_t t = pd[n] - pc[g * kernels + s];
            total += pa[g * kernels + s] * std::exp(-std::abs(pb[g * kernels + s]) * t * t);
          }
          pf[g * count + n] = total;
        }
      }
    });
  });
  return f;
}

// Gradients of tisa_forward's f, given grad (groups, count): (da, db, dc).
std::tuple<Tensor, Tensor, Tensor> tisa_backward(const Tensor& grad_, const Tensor& a_,
                                                 const Tensor& b_, const Tensor& c_,
                                                 const Tensor& d_) {
  const Tensor grad = grad_.contiguous(), a = a_.contiguous(), b = b_.contiguous(),
               c = c_.contiguous(), d = d_.contiguous();
  const int64_t groups = a.size(0), kernels = a.size(1), count = d.size(0);
  Tensor da = at::empty_like(a), db = at::empty_like(b), dc = at::empty_like(c);
  AT_DISPATCH_FLOATING_TYPES(a.scalar_type(), "tisa_backward", [&] {
    const scalar_t *pg = grad.data_ptr<scalar_t>(), *pa = a.data_ptr<scalar_t>(),
                   *pb = b.data_ptr<scalar_t>(), *pc = c.data_ptr<scalar_t>(),
                   *pd = d.data_ptr<scalar_t>();
    scalar_t *pda = da.data_ptr<scalar_t>(), *pdb = db.data_ptr<scalar_t>(),
             *pdc = dc.data_ptr<scalar_t>();
    at::parallel_for(0, groups * kernels, 1, [&](int64_t begin, int64_t end) {
      for (int64_t k = begin; k < end; ++k) {
        const int64_t g = k / kernels;
        const scalar_t amplitude = pa[k], sharpness = pb[k], width = std::abs(sharpness);
        const scalar_t sign = sharpness > 0 ? 1 : (sharpness < 0 ? -1 : 0);
        scalar_t sum_a = 0, sum_b = 0, sum_c = 0;
        for (int64_t n = 0; n < count; ++n) {
          const scalar_t t = pd[n] - pc[k], e = std::exp(-width * t * t), ge = pg[g * count + n] * e;
          sum_a += ge;                            // df/da = e
          sum_b -= ge * t * t;                    // df/d|b| = -a t^2 e
          sum_c += ge * 2 * width * t;            // df/dc = 2 a |b| t e
        }
        pda[k] = sum_a;
        pdb[k] = amplitude * sum_b * sign;
        pdc[k] = amplitude * sum_c;
      }
    });
  });
  return {da, db, dc};
}

// ---- The two whole-call operators with their gradients ----------------------
//
// diet_attention and shaw_attention: autograd functions written here, so that
// a call costs no Python autograd node; each pass dispatches its operator
// (diet_attention_forward, ...) through the dispatcher below autograd, once.

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

template <typename Signature>
c10::TypedOperatorHandle<Signature> handle(const char* name) {
  return c10::Dispatcher::singleton().findSchemaOrThrow(name, "").typed<Signature>();
}

Tensor optional_or_undefined(const c10::optional<Tensor>& x) { return x.has_value() ? *x : Tensor(); }
c10::optional<Tensor> undefined_to_optional(const Tensor& x) {
  return x.defined() ? c10::optional<Tensor>(x) : c10::nullopt;
}

class DietAttention : public torch::autograd::Function<DietAttention> {
 public:
  static Tensor forward(AutogradContext* ctx, const Tensor& q, const Tensor& k, const Tensor& v,
                        const Tensor& bias, const c10::optional<Tensor>& mask,
                        const c10::optional<Tensor>& forward_mask, c10::IntArrayRef runs,
                        c10::IntArrayRef blocks, bool row_blocks) {
    at::AutoDispatchBelowADInplaceOrView guard;
    static auto op = handle<std::tuple<Tensor, Tensor>(const Tensor&, const Tensor&, const Tensor&,
                                                       const Tensor&, const c10::optional<Tensor>&,
                                                       c10::IntArrayRef)>(
        "fairseq_diet::diet_attention_forward");
    auto [out, lse] = op.call(q, k, v, bias, forward_mask, runs);
    ctx->save_for_backward({q, k, v, bias, optional_or_undefined(mask), out, lse});
    ctx->saved_data["blocks"] = blocks.vec();
    ctx->saved_data["row_blocks"] = row_blocks;
    return out;
  }

  static variable_list backward(AutogradContext* ctx, variable_list grads) {
    static auto op = handle<std::tuple<Tensor, Tensor, Tensor, Tensor>(
        const Tensor&, const Tensor&, const Tensor&, const Tensor&, const Tensor&,
        const c10::optional<Tensor>&, const Tensor&, const Tensor&, c10::IntArrayRef, bool)>(
        "fairseq_diet::diet_attention_backward");
    const auto saved = ctx->get_saved_variables();
    const auto blocks = ctx->saved_data["blocks"].toIntVector();
    auto [dq, dk, dv, dbias] =
        op.call(grads[0], saved[0], saved[1], saved[2], saved[3], undefined_to_optional(saved[4]),
                saved[5], saved[6], blocks, ctx->saved_data["row_blocks"].toBool());
    return {dq, dk, dv, dbias, Tensor(), Tensor(), Tensor(), Tensor(), Tensor()};
  }
};

Tensor diet_attention(const Tensor& q, const Tensor& k, const Tensor& v, const Tensor& bias,
                      const c10::optional<Tensor>& mask, const c10::optional<Tensor>& forward_mask,
                      c10::IntArrayRef runs, c10::IntArrayRef blocks, bool row_blocks) {
  return DietAttention::apply(q, k, v, bias, mask, forward_mask, runs, blocks, row_blocks);
}

// A stack's distance tables, table[..., i, j] = per_distance[..., i - j + keys - 1],
// for per_distance (..., rows + keys - 1): one operator each way.
class Toeplitz : public torch::autograd::Function<Toeplitz> {
 public:
  static Tensor forward(AutogradContext* ctx, const Tensor& per_distance, int64_t rows,
                        int64_t keys) {
    at::AutoDispatchBelowADInplaceOrView guard;
    static auto op = handle<Tensor(const Tensor&, int64_t, int64_t)>("fairseq_diet::toeplitz_forward");
    std::vector<int64_t> shape(per_distance.sizes().begin(), per_distance.sizes().end() - 1);
    ctx->saved_data["lead"] = shape;
    ctx->saved_data["rows"] = rows;
    ctx->saved_data["keys"] = keys;
    shape.push_back(rows);
    shape.push_back(keys);
    return op.call(per_distance.reshape({-1, per_distance.size(-1)}), rows, keys).view(shape);
  }

  static variable_list backward(AutogradContext* ctx, variable_list grads) {
    static auto op = handle<Tensor(const Tensor&, int64_t, int64_t)>("fairseq_diet::toeplitz_backward");
    const int64_t rows = ctx->saved_data["rows"].toInt(), keys = ctx->saved_data["keys"].toInt();
    std::vector<int64_t> shape = ctx->saved_data["lead"].toIntVector();
    shape.push_back(rows + keys - 1);
    return {op.call(grads[0].reshape({-1, rows, keys}), rows, keys).view(shape), Tensor(), Tensor()};
  }
};

Tensor toeplitz(const Tensor& per_distance, int64_t rows, int64_t keys) {
  return Toeplitz::apply(per_distance, rows, keys);
}

// TISA's kernel sum f(d) = sum_s a_s exp(-|b_s| (d - c_s)^2), a, b, c (..., kernels)
// and d (n,): (..., n), one operator each way.
class TisaKernelSum : public torch::autograd::Function<TisaKernelSum> {
 public:
  static Tensor forward(AutogradContext* ctx, const Tensor& a, const Tensor& b, const Tensor& c,
                        const Tensor& d) {
    at::AutoDispatchBelowADInplaceOrView guard;
    static auto op = handle<Tensor(const Tensor&, const Tensor&, const Tensor&, const Tensor&)>(
        "fairseq_diet::tisa_forward");
    ctx->save_for_backward({a, b, c, d});
    std::vector<int64_t> shape(a.sizes().begin(), a.sizes().end() - 1);
    shape.push_back(d.size(0));
    const auto flat = [](const Tensor& x) { return x.reshape({-1, x.size(-1)}); };
    return op.call(flat(a), flat(b), flat(c), d).view(shape);
  }

  static variable_list backward(AutogradContext* ctx, variable_list grads) {
    static auto op = handle<std::tuple<Tensor, Tensor, Tensor>(
        const Tensor&, const Tensor&, const Tensor&, const Tensor&, const Tensor&)>(
        "fairseq_diet::tisa_backward");
    const auto saved = ctx->get_saved_variables();
    const Tensor &a = saved[0], &d = saved[3];
    const auto flat = [](const Tensor& x) { return x.reshape({-1, x.size(-1)}); };
    auto [ga, gb, gc] = op.call(grads[0].reshape({-1, d.size(0)}), flat(a), flat(saved[1]),
                                flat(saved[2]), d);
    return {ga.view(a.sizes()), gb.view(a.sizes()), gc.view(a.sizes()), Tensor()};
  }
};

Tensor tisa_kernel_sum(const Tensor& a, const Tensor& b, const Tensor& c, const Tensor& d) {
  return TisaKernelSum::apply(a, b, c, d);
}

// RoPE's rotation of queries or keys, one operator each way: the gradient is
// the rotation the other way.
class RopeRotate : public torch::autograd::Function<RopeRotate> {
 public:
  static Tensor forward(AutogradContext* ctx, const Tensor& x, const Tensor& rotation) {
    at::AutoDispatchBelowADInplaceOrView guard;
    static auto op = handle<Tensor(const Tensor&, const Tensor&, int64_t)>(
        "fairseq_diet::rope_rotate_kernel");
    ctx->save_for_backward({rotation});
    return op.call(x, rotation, 1);
  }

  static variable_list backward(AutogradContext* ctx, variable_list grads) {
    static auto op = handle<Tensor(const Tensor&, const Tensor&, int64_t)>(
        "fairseq_diet::rope_rotate_kernel");
    return {op.call(grads[0], ctx->get_saved_variables()[0], -1), Tensor()};
  }
};

Tensor rope_rotate(const Tensor& x, const Tensor& rotation) { return RopeRotate::apply(x, rotation); }

class RopeRotatePair : public torch::autograd::Function<RopeRotatePair> {
 public:
  static variable_list forward(AutogradContext* ctx, const Tensor& x, const Tensor& y,
                               const Tensor& rotation) {
    at::AutoDispatchBelowADInplaceOrView guard;
    static auto op = handle<std::tuple<Tensor, Tensor>(const Tensor&, const Tensor&, const Tensor&,
                                                       int64_t)>("fairseq_diet::rope_rotate_pair_kernel");
    ctx->save_for_backward({rotation});
    auto [rx, ry] = op.call(x, y, rotation, 1);
    return {rx, ry};
  }

  static variable_list backward(AutogradContext* ctx, variable_list grads) {
    static auto op = handle<std::tuple<Tensor, Tensor>(const Tensor&, const Tensor&, const Tensor&,
                                                       int64_t)>("fairseq_diet::rope_rotate_pair_kernel");
    const Tensor rotation = ctx->get_saved_variables()[0];
    // A rotated tensor that took no part in the loss gets no gradient.
    const Tensor gx = grads[0].defined() ? grads[0] : at::zeros_like(grads[1]);
    const Tensor gy = grads[1].defined() ? grads[1] : at::zeros_like(grads[0]);
    auto [dx, dy] = op.call(gx, gy, rotation, -1);
    return {dx, dy, Tensor()};
  }
};

std::tuple<Tensor, Tensor> rope_rotate_pair(const Tensor& x, const Tensor& y, const Tensor& rotation) {
  auto out = RopeRotatePair::apply(x, y, rotation);
  return {out[0], out[1]};
}

class ShawAttention : public torch::autograd::Function<ShawAttention> {
 public:
  static Tensor forward(AutogradContext* ctx, const Tensor& q, const Tensor& k, const Tensor& v,
                        const Tensor& key_emb, const c10::optional<Tensor>& value_emb,
                        const c10::optional<Tensor>& mask, int64_t clip, c10::IntArrayRef blocks,
                        bool row_blocks) {
    at::AutoDispatchBelowADInplaceOrView guard;
    static auto op = handle<std::tuple<Tensor, Tensor, Tensor, Tensor, Tensor>(
        const Tensor&, const Tensor&, const Tensor&, const Tensor&, const c10::optional<Tensor>&,
        const c10::optional<Tensor>&, int64_t, c10::IntArrayRef)>(
        "fairseq_diet::shaw_attention_forward");
    auto [out, lse, qh, kh, vh] = op.call(q, k, v, key_emb, value_emb, mask, clip, blocks);
    ctx->save_for_backward({qh, kh, vh, key_emb, optional_or_undefined(value_emb),
                            optional_or_undefined(mask), out, lse});
    ctx->saved_data["clip"] = clip;
    ctx->saved_data["blocks"] = blocks.vec();
    ctx->saved_data["row_blocks"] = row_blocks;
    return out.transpose(0, 1);
  }

  static variable_list backward(AutogradContext* ctx, variable_list grads) {
    static auto op = handle<std::tuple<Tensor, Tensor, Tensor, Tensor, Tensor>(
        const Tensor&, const Tensor&, const Tensor&, const Tensor&, const Tensor&,
        const c10::optional<Tensor>&, const c10::optional<Tensor>&, const Tensor&, const Tensor&,
        int64_t, c10::IntArrayRef, bool)>("fairseq_diet::shaw_attention_backward");
    const auto saved = ctx->get_saved_variables();
    const auto blocks = ctx->saved_data["blocks"].toIntVector();
    auto [dq, dk, dv, dkey, dvalue] =
        op.call(grads[0], saved[0], saved[1], saved[2], saved[3], undefined_to_optional(saved[4]),
                undefined_to_optional(saved[5]), saved[6], saved[7],
                ctx->saved_data["clip"].toInt(), blocks, ctx->saved_data["row_blocks"].toBool());
    return {dq.transpose(0, 1), dk.transpose(0, 1), dv.transpose(0, 1), dkey, dvalue,
            Tensor(), Tensor(), Tensor(), Tensor()};
  }
};

Tensor shaw_attention(const Tensor& q, const Tensor& k, const Tensor& v, const Tensor& key_emb,
                      const c10::optional<Tensor>& value_emb, const c10::optional<Tensor>& mask,
                      int64_t clip, c10::IntArrayRef blocks, bool row_blocks) {
  return ShawAttention::apply(q, k, v, key_emb, value_emb, mask, clip, blocks, row_blocks);
}

}  // namespace

// Each operator with its schema, and its kernel for CPU tensors: dispatched
// once from Python, whatever it calls below.
TORCH_LIBRARY(fairseq_diet, m) {
  m.def("shaw_attention_forward(Tensor q, Tensor k, Tensor v, Tensor key_emb, Tensor? value_emb, "
        "Tensor? mask, int clip, int[] blocks) -> (Tensor, Tensor, Tensor, Tensor, Tensor)");
  m.def("shaw_attention_backward(Tensor grad_out, Tensor q, Tensor k, Tensor v, Tensor key_emb, "
        "Tensor? value_emb, Tensor? mask, Tensor out, Tensor lse, int clip, int[] blocks, "
        "bool row_blocks) -> (Tensor, Tensor, Tensor, Tensor, Tensor)");
  m.def("toeplitz_forward(Tensor per_distance, int rows, int keys) -> Tensor");
  m.def("toeplitz_backward(Tensor grad, int rows, int keys) -> Tensor");
  m.def("tisa_forward(Tensor a, Tensor b, Tensor c, Tensor d) -> Tensor");
  m.def("tisa_backward(Tensor grad, Tensor a, Tensor b, Tensor c, Tensor d) -> (Tensor, Tensor, Tensor)");
  m.def("toeplitz(Tensor per_distance, int rows, int keys) -> Tensor");
  m.def("tisa_kernel_sum(Tensor a, Tensor b, Tensor c, Tensor d) -> Tensor");
  m.def("rope_rotate_kernel(Tensor x, Tensor rotation, int sign) -> Tensor");
  m.def("rope_rotate(Tensor x, Tensor rotation) -> Tensor");
  m.def("rope_rotate_pair_kernel(Tensor x, Tensor y, Tensor rotation, int sign) -> (Tensor, Tensor)");
  m.def("rope_rotate_pair(Tensor x, Tensor y, Tensor rotation) -> (Tensor, Tensor)");
  m.def("diet_attention(Tensor q, Tensor k, Tensor v, Tensor bias, Tensor? mask, Tensor? forward_mask, "
        "int[] runs, int[] blocks, bool row_blocks) -> Tensor");
  m.def("shaw_attention(Tensor q, Tensor k, Tensor v, Tensor key_emb, Tensor? value_emb, Tensor? mask, "
        "int clip, int[] blocks, bool row_blocks) -> Tensor");
  m.def("diet_attention_forward(Tensor q, Tensor k, Tensor v, Tensor bias, Tensor? mask, "
        "int[] runs) -> (Tensor, Tensor)");
  m.def("diet_attention_backward(Tensor grad_out, Tensor q, Tensor k, Tensor v, Tensor bias, "
        "Tensor? mask, Tensor out, Tensor lse, int[] blocks, bool row_blocks) "
        "-> (Tensor, Tensor, Tensor, Tensor)");
}

TORCH_LIBRARY_IMPL(fairseq_diet, Autograd, m) {
  m.impl("diet_attention", &diet_attention);
  m.impl("shaw_attention", &shaw_attention);
  m.impl("toeplitz", &toeplitz);
  m.impl("tisa_kernel_sum", &tisa_kernel_sum);
  m.impl("rope_rotate", &rope_rotate);
  m.impl("rope_rotate_pair", &rope_rotate_pair);
}

TORCH_LIBRARY_IMPL(fairseq_diet, CPU, m) {
  m.impl("shaw_attention_forward", &shaw_attention_forward);
  m.impl("shaw_attention_backward", &shaw_attention_backward);
  m.impl("toeplitz_forward", &toeplitz_forward);
  m.impl("toeplitz_backward", &toeplitz_backward);
  m.impl("tisa_forward", &tisa_forward);
  m.impl("tisa_backward", &tisa_backward);
  m.impl("rope_rotate_kernel", &rope_rotate_kernel);
  m.impl("rope_rotate_pair_kernel", &rope_rotate_pair_kernel);
  m.impl("diet_attention_forward", &diet_attention_forward);
  m.impl("diet_attention_backward", &diet_attention_backward);
}
