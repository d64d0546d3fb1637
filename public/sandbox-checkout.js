// The offline payment sandbox: the same `window.Razorpay` interface as Razorpay's checkout.js, with a
// dialog to pay, fail or close. Results come from POST /api/dev/sandbox/pay, signed by the server with
// the sandbox secret, so verification runs the same code as for real payments.
(() => {
  const inr = (paise) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(
      paise / 100,
    );

  async function sandboxResult(orderId, outcome) {
    const response = await fetch('/api/dev/sandbox/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, outcome }),
    });
    if (!response.ok) throw new Error('The payment sandbox is not available.');
    return response.json();
  }

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === 'style') node.style.cssText = value;
      else node.setAttribute(key, value);
    }
    for (const child of children) node.append(child);
    return node;
  }

  class Razorpay {
    constructor(options) {
      this.options = options || {};
      this.listeners = {};
      this.dialog = null;
    }

    on(event, callback) {
      this.listeners[event] = callback;
    }

    close() {
      if (this.dialog) {
        this.dialog.close();
        this.dialog.remove();
        this.dialog = null;
      }
    }

    open() {
      const o = this.options;
      const color = o.theme?.color || '#1f4e8c';
      const prefill = o.prefill || {};
      const title = el(
        'h2',
        { id: 'sbx-title', style: 'margin:0;color:#fff;font:600 1.1rem system-ui' },
        o.name || 'Checkout',
      );
      const amount = el('p', { style: 'margin:4px 0 0;font:700 1.6rem system-ui' }, inr(o.amount || 0));
      const desc = el(
        'p',
        { style: 'margin:4px 0 0;opacity:.85;font:0.9rem system-ui' },
        o.description || '',
      );
      const header = el(
        'div',
        { style: `background:${color};color:#fff;padding:18px 20px` },
        title,
        desc,
        amount,
      );
      const who = el(
        'dl',
        {
          style:
            'margin:0;padding:16px 20px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font:0.9rem system-ui;color:#1b1f3b',
        },
        el('dt', {}, 'Name'),
        el('dd', { style: 'margin:0' }, prefill.name || '—'),
        el('dt', {}, 'Email'),
        el('dd', { style: 'margin:0' }, prefill.email || '—'),
        el('dt', {}, 'Phone'),
        el('dd', { style: 'margin:0' }, prefill.contact || '—'),
      );
      const note = el(
        'p',
        {
          style:
            'margin:0 20px 12px;padding:8px 10px;background:#eef3fb;border-radius:6px;font:0.8rem system-ui;color:#1f4e8c',
        },
        'Sandbox mode: no money moves. Choose what the bank answers.',
      );
      const button = (label, style) =>
        el(
          'button',
          {
            type: 'button',
            style: `min-height:44px;border-radius:8px;font:600 0.95rem system-ui;cursor:pointer;${style}`,
          },
          label,
        );
      const pay = button(`Pay ${inr(o.amount || 0)}`, `background:${color};color:#fff;border:0`);
      const fail = button(
        'Simulate a failed payment',
        'background:#fff;color:#b42318;border:1px solid #b42318',
      );
      const close = el(
        'button',
        {
          type: 'button',
          'aria-label': 'Close checkout',
          style:
            'position:absolute;top:10px;right:12px;background:none;border:0;color:#fff;font-size:1.5rem;cursor:pointer',
        },
        '×',
      );
      const actions = el('div', { style: 'display:grid;gap:8px;padding:0 20px 20px' }, pay, fail);
      const dialog = el(
        'dialog',
        {
          'aria-labelledby': 'sbx-title',
          'data-sandbox-checkout': '',
          style:
            'padding:0;border:0;border-radius:14px;width:min(92vw,380px);box-shadow:0 20px 60px rgb(0 0 0/.35);position:fixed',
        },
        el('div', { style: 'position:relative' }, header, close),
        who,
        note,
        actions,
      );
      this.dialog = dialog;
      document.body.append(dialog);

      let settled = false;
      const dismiss = () => {
        if (settled) return;
        settled = true;
        this.close();
        if (typeof o.modal?.ondismiss === 'function') o.modal.ondismiss();
      };
      const answer = async (outcome) => {
        pay.disabled = true;
        fail.disabled = true;
        pay.textContent = 'Processing…';
        try {
          const result = await sandboxResult(o.order_id, outcome);
          settled = true;
          this.close();
          if (result.error) {
            if (this.listeners['payment.failed']) this.listeners['payment.failed']({ error: result.error });
          } else if (typeof o.handler === 'function') {
            o.handler(result);
          }
        } catch (error) {
          settled = true;
          this.close();
          if (this.listeners['payment.failed']) {
            this.listeners['payment.failed']({ error: { description: error.message } });
          }
        }
      };
      pay.addEventListener('click', () => answer('success'));
      fail.addEventListener('click', () => answer('failure'));
      close.addEventListener('click', dismiss);
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        dismiss();
      });
      dialog.showModal();
      pay.focus();
    }
  }

  window.Razorpay = Razorpay;
})();
