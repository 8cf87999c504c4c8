// The PayPal JS SDK (payments config paypal.provider 'paypal'), added as a script only when the
// visitor reaches the PayPal payment area, once per page load. Only the little of its API we use
// is typed here.

export interface PaypalButtonsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
  style?: Record<string, string | number | boolean>;
}

export interface PaypalButtons {
  render: (container: HTMLElement) => Promise<void>;
  close: () => Promise<void>;
}

export interface PaypalNamespace {
  Buttons: (options: PaypalButtonsOptions) => PaypalButtons;
}

const loading = new Map<string, Promise<PaypalNamespace>>();

export function paypalSdkUrl(clientId: string, currency: string): string {
  const query = new URLSearchParams({ 'client-id': clientId, currency, intent: 'capture' });
  return `https://www.paypal.com/sdk/js?${query.toString()}`;
}

export function loadPaypalSdk(clientId: string, currency: string): Promise<PaypalNamespace> {
  const url = paypalSdkUrl(clientId, currency);
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<PaypalNamespace>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const paypal = (window as { paypal?: PaypalNamespace }).paypal;
        if (paypal) resolve(paypal);
        else reject(new Error('PayPal did not load'));
      };
      script.onerror = () => {
        loading.delete(url); // a later visit to the area tries again
        script.remove();
        reject(new Error('PayPal did not load'));
      };
      document.head.append(script);
    });
    loading.set(url, promise);
  }
  return promise;
}
